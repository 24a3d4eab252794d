/**
 * The account overview and the orders page (spec §2 /account/overzicht/, /account/bestellingen/; §6).
 * The overview greets the account holder, shows the latest orders and links to the other account
 * pages; the orders page lists every order, paged, with the order details URL modal (works without
 * JavaScript). Both offer 'Log out' (spec §4 Logout success: home from an account page).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { styled } from "../../themes/stitches.config";
import { CHANGE_PASSWORD_MODAL } from "../accounts/auth.schema";
import { type ChangePasswordAnswer, ChangePasswordModal } from "../accounts/ChangePassword";
import { LogoutForm } from "../accounts/LogoutForm";
import type { ApiError } from "../api/errors";
import { Link } from "../components/Link";
import { Button, ButtonLink } from "../components/ui/Button";
import { Alert, Notice } from "../components/ui/Form";
import { PageColumn } from "../components/ui/PageLayout";
import { Pager } from "../components/ui/Pager";
import { UrlModal } from "../components/ui/UrlModal";
import { useApiErrorMessage } from "../i18n/api-errors";
import { ACCOUNT_PAGE_LABELS } from "../storefront/account-pages";
import type { RouteId } from "../storefront/route-table";
import { useHref } from "../storefront/shell";
import { OrderDetails } from "./OrderDetails";
import { OrderTable } from "./OrderTable";
import type { OrdersData, OverviewData } from "./pages.server";

export function OverviewPage({ data, action }: { data: OverviewData; action?: ChangePasswordAnswer }) {
  const { t, i18n } = useLingui();
  const href = useHref();
  const { user } = data;
  const orders = href("account-orders");
  return (
    <PageColumn as="section" data-account-overview>
      <h1>{user.firstName ? t`Hello ${user.firstName}` : t`My account`}</h1>
      {data.passwordChanged ? (
        <Notice role="status" data-password-changed>
          <p>{t`Your password has been changed. Other devices have been logged out.`}</p>
        </Notice>
      ) : null}
      <p data-logged-in>{t`You are logged in as ${user.email}.`}</p>
      <section aria-labelledby="latest-orders">
        <h2 id="latest-orders">{t`Latest orders`}</h2>
        {data.orders.length ? (
          <>
            <OrderTable
              caption={t`Latest orders`}
              orders={data.orders}
              timeZone={data.timeZone}
              detailsHref={(uuid) => `${orders}?order=${uuid}`}
            />
            {data.orderCount > data.orders.length ? (
              <p>
                <Link to={orders} data-all-orders>{t`All ${data.orderCount} orders`}</Link>
              </p>
            ) : null}
          </>
        ) : (
          <NoOrders />
        )}
      </section>
      <nav aria-label={t`My account`}>
        <PageLinks>
          {/* Only the pages the route table holds (storefront/account-pages.ts): the cast is checked there. */}
          {data.pages.map((id) => (
            <li key={id}>
              <Link to={href(id as RouteId)} data-account-link={id}>
                {i18n._(ACCOUNT_PAGE_LABELS[id])}
              </Link>
            </li>
          ))}
        </PageLinks>
      </nav>
      <p>
        <Link to={`?modal=${CHANGE_PASSWORD_MODAL}`} preventScrollReset data-open-change-password>
          {t`Change password`}
        </Link>
      </p>
      <ChangePasswordModal
        open={data.modal === CHANGE_PASSWORD_MODAL}
        closeTo={href("account-overview")}
        answer={action}
        challengeUrl={data.challengeUrl}
        formPass={data.formPass}
      />
      <LogoutForm>
        {(busy) => (
          <Button type="submit" variant="secondary" loading={busy} data-logout>
            {t`Log out`}
          </Button>
        )}
      </LogoutForm>
    </PageColumn>
  );
}

export function OrdersPage({ data }: { data: OrdersData }) {
  const { t } = useLingui();
  const href = useHref();
  const errorText = useApiErrorMessage();
  const pagePath = href("account-orders", { page: data.page });
  const detailsOpen = Boolean(data.detailsUuid);
  const detailsError: ApiError | null = data.detailsError;
  return (
    <PageColumn as="section" data-account-orders>
      <UrlModal
        id={`account-order-${data.detailsUuid ?? ""}`}
        title={data.details ? t`Order ${data.details.number}` : t`Order details`}
        open={detailsOpen}
        closeTo={pagePath}
      >
        {() =>
          data.details ? (
            <OrderDetails order={data.details} timeZone={data.timeZone} />
          ) : (
            <Alert role="alert" data-details-error>
              <p>{errorText(detailsError)}</p>
            </Alert>
          )
        }
      </UrlModal>
      <h1>{t`My orders`}</h1>
      {data.invoiceError ? (
        <Alert role="alert" data-invoice-error>
          <p>{errorText(data.invoiceError)}</p>
        </Alert>
      ) : null}
      {data.orders.length ? (
        <>
          <p>{t`${data.total} orders`}</p>
          <OrderTable
            caption={t`My orders`}
            orders={data.orders}
            timeZone={data.timeZone}
            detailsHref={(uuid) => `${pagePath}?order=${uuid}`}
          />
          {data.pageCount > 1 ? (
            <Pager page={data.page} pageCount={data.pageCount} hrefOf={(page) => href("account-orders", { page })} />
          ) : null}
        </>
      ) : (
        <NoOrders />
      )}
      <p>
        <Link to={href("account-overview")}>{t`Back to my account`}</Link>
      </p>
    </PageColumn>
  );
}

/** No order yet: say so and lead to the gift cards. */
function NoOrders() {
  const { t } = useLingui();
  const href = useHref();
  return (
    <Empty>
      <p data-no-orders>
        <Trans>You have not ordered anything yet.</Trans>
      </p>
      <ButtonLink to={href("list")}>{t`Choose a gift card`}</ButtonLink>
    </Empty>
  );
}

const Empty = styled("div", { display: "grid", gap: "$3", justifyItems: "start" });
const PageLinks = styled("ul", {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: "$4",
  "& a": { fontWeight: 600 },
});
