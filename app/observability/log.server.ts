/**
 * The process's logger: pino JSON lines, each with the request id and storefront of the work it is
 * part of (context.server.ts). Secrets and personal data are never logged (ADR 031): the fields that
 * could hold them are censored wherever they appear in a logged object.
 */
import pino, { type DestinationStream, type Logger } from "pino";
import { currentContext } from "./context.server";

/** Field names whose values never reach a log line (any depth the paths below reach). */
const SECRET_FIELDS = [
  "password",
  "currentPassword",
  "newPassword",
  "confirmPassword",
  "pin",
  "cardNumber",
  "cvc",
  "securityCode",
  "token",
  "authorization",
  "cookie",
  "email",
  "phone",
  "iban",
  "encryptedCardNumber",
  "encryptedSecurityCode",
];

const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((f) => `*.${f}`),
  ...SECRET_FIELDS.map((f) => `*.*.${f}`),
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      mixin() {
        const context = currentContext();
        if (!context) return {};
        return {
          reqId: context.requestId,
          ...(context.storefront ? { storefront: context.storefront } : {}),
          ...(context.job ? { job: context.job } : {}),
        };
      },
    },
    destination,
  );
}
