/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query accountOrders($userData: UserDataInput!, $paging: Paging!) {\n    accountOrders(userData: $userData, paging: $paging) {\n      orders { uuid number type status orderedOn paymentMethod contactPerson total { currency value } invoiceAvailable reorderable }\n      total\n      pageCount\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.AccountOrdersDocument,
    "\n  query accountOrder($userData: UserDataInput!, $uuid: String!) {\n    accountOrder(userData: $userData, uuid: $uuid) {\n      order {\n        uuid number type status orderedOn paymentMethod contactPerson total { currency value } invoiceAvailable reorderable\n        email\n        shipments { deliveryType receiver address lines { title qty amount { currency value } extras } }\n        activation { cardLast4 status amount { currency value } }\n        paidWithCards\n        subTotal { currency value }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.AccountOrderDocument,
    "\n  query accountInvoice($userData: UserDataInput!, $uuid: String!) {\n    accountInvoice(userData: $userData, uuid: $uuid) {\n      fileName\n      pdf\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.AccountInvoiceDocument,
    "\n  query me($userData: UserDataInput!) {\n    getUserInfo(userData: $userData) { user { mainProfile { email firstName lastName } } }\n  }\n": typeof types.MeDocument,
    "\n  mutation logout($userData: UserDataInput!) { userLogout(userData: $userData) { status } }\n": typeof types.LogoutDocument,
    "\n  query check($userData: UserDataInput!, $email: String!, $captchaToken: String!) {\n    checkUserExist(userData: $userData, email: $email, captchaToken: $captchaToken) {\n      status\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.CheckDocument,
    "\n  mutation login($userData: UserDataInput!, $email: String!, $password: String!, $captchaToken: String!) {\n    userLogin(userData: $userData, email: $email, password: $password, captchaToken: $captchaToken) {\n      status\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation createAccount($userData: UserDataInput!, $input: CreateAccountInput!) {\n    createAccount(userData: $userData, input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.CreateAccountDocument,
    "\n  mutation forgotPassword($userData: UserDataInput!, $email: String!, $captchaToken: String!) {\n    forgotPassword(userData: $userData, email: $email, captchaToken: $captchaToken) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  query passwordResetToken($userData: UserDataInput!, $token: String!) {\n    passwordResetToken(userData: $userData, token: $token) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.PasswordResetTokenDocument,
    "\n  mutation resetPassword($userData: UserDataInput!, $input: ResetPasswordInput!) {\n    resetPassword(userData: $userData, input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation changePassword($userData: UserDataInput!, $input: ChangePasswordInput!) {\n    changePassword(userData: $userData, input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query meEmail($userData: UserDataInput!) { getUserInfo(userData: $userData) { user { mainProfile { email } } } }\n": typeof types.MeEmailDocument,
    "\n  query addresses($userData: UserDataInput!) { addresses(userData: $userData) { addresses { id isDefault firstName lastName companyName countryCode postCode houseNumber suffix street city } errors { message code referencedRequestParameter } } }\n": typeof types.AddressesDocument,
    "\n  mutation createAddress($userData: UserDataInput!, $fields: [KeyValue!]!, $makeDefault: Boolean) {\n    createAddress(userData: $userData, fields: $fields, makeDefault: $makeDefault) { address { id } errors { message code referencedRequestParameter } }\n  }\n": typeof types.CreateAddressDocument,
    "\n  mutation updateAddress($userData: UserDataInput!, $id: ID!, $fields: [KeyValue!]!) {\n    updateAddress(userData: $userData, id: $id, fields: $fields) { address { id } errors { message code referencedRequestParameter } }\n  }\n": typeof types.UpdateAddressDocument,
    "\n  mutation deleteAddress($userData: UserDataInput!, $id: ID!) { deleteAddress(userData: $userData, id: $id) { status errors { message code referencedRequestParameter } } }\n": typeof types.DeleteAddressDocument,
    "\n  mutation setDefaultAddress($userData: UserDataInput!, $id: ID!) {\n    setDefaultAddress(userData: $userData, id: $id) { address { id } errors { message code referencedRequestParameter } }\n  }\n": typeof types.SetDefaultAddressDocument,
    "\n  mutation updateProfile($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    updateProfile(userData: $userData, fields: $fields) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation deleteAccount($userData: UserDataInput!, $email: String!, $password: String!, $confirm: Boolean!) {\n    deleteAccount(userData: $userData, email: $email, password: $password, confirm: $confirm) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  query exportAccountData($userData: UserDataInput!) { exportAccountData(userData: $userData) { json errors { message code referencedRequestParameter } } }\n": typeof types.ExportAccountDataDocument,
    "\n  query accountUser($userData: UserDataInput!) {\n    getUserInfo(userData: $userData) {\n      user {\n        mainProfile {\n          firstName lastName email invoiceEmail phoneNumber vatNumber\n          customerType phoneCountry companyName kvkNumber referenceNumber\n        }\n        subscribed\n      }\n    }\n  }\n": typeof types.AccountUserDocument,
    "\n  mutation createActivation($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    createActivationOrder(userData: $userData, fields: $fields) { kind url orderUuid errors { message code referencedRequestParameter } }\n  }\n": typeof types.CreateActivationDocument,
    "\n  query activation($userData: UserDataInput!, $uuid: String!, $orderKey: String) {\n    activation(userData: $userData, uuid: $uuid, orderKey: $orderKey) {\n      activation { uuid state last4 amount { value currency } email canOpenCard refunded }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.ActivationDocument,
    "\n  mutation openActivatedCard($userData: UserDataInput!, $uuid: String!) {\n    openActivatedCard(userData: $userData, uuid: $uuid) { redeemToken errors { message code referencedRequestParameter } }\n  }\n": typeof types.OpenActivatedCardDocument,
    "\n      query visitorAndCount($userData: UserDataInput!, $count: Boolean!) {\n        cartQuantity(userData: $userData) @include(if: $count) { cart { qty } }\n        getUserInfo(userData: $userData) { user { mainProfile { email } } }\n      }\n    ": typeof types.VisitorAndCountDocument,
    "\n  mutation add($userData: UserDataInput!, $input: AddGiftcardPackageInput!) {\n    addGiftcardPackage(userData: $userData, input: $input) {\n      order { itemCount }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.AddDocument,
    "\n  fragment OrderItemFields on OrderItem {\n    id kind qty price { currency value } total { currency value } title sku variationId\n  }\n": typeof types.OrderItemFieldsFragmentDoc,
    "\n  fragment CartFields on GiftcardOrder {\n    id currency itemCount registered status pendingCheckout\n    shipments {\n      id tag deliveryType\n      receiver { name email phone }\n      schedule { date time }\n      dispatchDate\n      deliveryAddress { customerType firstName lastName companyName countryCode postCode houseNumber suffix street city phoneNumber }\n      packages {\n        id blankPacks total { currency value }\n        giftcardItem {\n          ...OrderItemFields\n          ... on GiftcardOrderItem { image productId slug productType variationType color }\n          ... on DonationOrderItem { image productId slug color }\n        }\n        wrapper { ...OrderItemFields image }\n        giftPacking { ...OrderItemFields image }\n        message { ...OrderItemFields text }\n      }\n    }\n    packagesGroups {\n      tag packageId deliveryType receiverTitle receiverDescription totalPrice { currency value }\n      cardsPreviews { image { url { type href } alt } color { color opacity } productLabel }\n    }\n    groupedTotals { digitalTotal { qty price { currency value } } physicalTotal { qty price { currency value } } extra { currency value } }\n    totals { subTotal { currency value } grandTotalWithoutTax { currency value } grandTotal { currency value } vat { currency value } adjustments { title adjustmentType price { currency value } tag } }\n    billingAddress { countryCode postCode houseNumber suffix street city }\n    customer { customerType firstName lastName email phoneCountry phoneNumber companyName vatNumber kvkNumber referenceNumber invoiceEmail subscribed }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  query cart($userData: UserDataInput!, $orderUuid: String) {\n    cart(userData: $userData, orderUuid: $orderUuid) {\n      order { ...CartFields }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.CartDocument,
    "\n  mutation leave($userData: UserDataInput!) { leaveCheckout(userData: $userData) { status } }\n": typeof types.LeaveDocument,
    "\n  mutation del($userData: UserDataInput!, $shipmentTag: String!, $packageId: String) {\n    deleteGiftcardPackageGroup(userData: $userData, shipmentTag: $shipmentTag, packageId: $packageId) { order { id } errors { message code referencedRequestParameter } }\n  }\n": typeof types.DelDocument,
    "\n  mutation qty($userData: UserDataInput!, $shipmentTag: String!, $packageId: String!, $quantity: Int!) {\n    setPackageQuantity(userData: $userData, shipmentTag: $shipmentTag, packageId: $packageId, quantity: $quantity) { order { id } errors { message code referencedRequestParameter } }\n  }\n": typeof types.QtyDocument,
    "\n  mutation receiver($userData: UserDataInput!, $shipmentTag: String!, $receiver: ReceiverInput!) {\n    updateReceiver(userData: $userData, shipmentTag: $shipmentTag, receiver: $receiver) { order { id } errors { message code referencedRequestParameter } }\n  }\n": typeof types.ReceiverDocument,
    "\n  mutation reset($userData: UserDataInput!, $shipmentTag: String!) {\n    resetReceiver(userData: $userData, shipmentTag: $shipmentTag) { order { id } errors { message code referencedRequestParameter } }\n  }\n": typeof types.ResetDocument,
    "\n  mutation delivery($userData: UserDataInput!, $shipmentTag: String!, $schedule: ScheduleInput, $dispatchDate: String) {\n    setDeliveryMoment(userData: $userData, shipmentTag: $shipmentTag, schedule: $schedule, dispatchDate: $dispatchDate) { order { id } errors { message code referencedRequestParameter } }\n  }\n": typeof types.DeliveryDocument,
    "\n  query productPage($userData: UserDataInput!, $filters: ProductFilters, $paging: Paging!) {\n    products(userData: $userData, filters: $filters, paging: $paging) {\n      items {\n        description ...ProductCard\n        # Gift-card and donation products have the same details (spec §3 Products).\n        ... on GiftcardProduct {\n          variationsToShow\n          variations { id variationType }\n          media {\n            __typename\n            ... on Image { url alt }\n            ... on EmbedVideo { title source videoId embedUrl }\n            ... on SelfHostedVideo { title url poster }\n          }\n          testimonials { author rating text date }\n          rating { average count }\n          brand brands multiBrand\n          categories { slug title path }\n          locationCount\n        }\n        ... on DonationProduct {\n          variationsToShow\n          variations { id variationType }\n          media {\n            __typename\n            ... on Image { url alt }\n            ... on EmbedVideo { title source videoId embedUrl }\n            ... on SelfHostedVideo { title url poster }\n          }\n          testimonials { author rating text date }\n          rating { average count }\n          brand brands multiBrand\n          categories { slug title path }\n          locationCount\n        }\n      }\n      errors { code message referencedRequestParameter }\n    }\n    extras(userData: $userData) {\n      extras { id kind title description price { value } image containsWine }\n    }\n  }\n": typeof types.ProductPageDocument,
    "\n  fragment TermFields on Term {\n    taxonomy slug title description icon productCount path\n  }\n": typeof types.TermFieldsFragmentDoc,
    "\n  query terms($userData: UserDataInput!, $taxonomies: [String!]!) {\n    productTerms(userData: $userData, taxonomies: $taxonomies) {\n      terms { ...TermFields }\n      errors { code message referencedRequestParameter }\n    }\n  }\n": typeof types.TermsDocument,
    "\n  query listing($userData: UserDataInput!, $filters: ProductFilters, $paging: Paging!, $after: Paging!, $topFilters: BlockFilters, $category: String!, $isCategory: Boolean!) {\n    products(userData: $userData, filters: $filters, paging: $paging) {\n      items { ...ProductCard }\n      total pageCount\n      errors { code message referencedRequestParameter }\n    }\n    after: products(userData: $userData, filters: $filters, paging: $after) {\n      items { ...ProductCard }\n      errors { code message referencedRequestParameter }\n    }\n    top: getBlocksQueue(userData: $userData, queueID: \"top-products\", filters: $topFilters) {\n      blocks { product { ...ProductCard } }\n      errors { code message referencedRequestParameter }\n    }\n    productTerms(userData: $userData, taxonomies: [\"categories\", \"types\"]) {\n      terms { ...TermFields }\n      errors { code message referencedRequestParameter }\n    }\n    variants: pageVariants(userData: $userData, page: CATEGORY, slug: $category) @include(if: $isCategory) {\n      hreflangTags { langCode countryCode origin path isDefault }\n      errors { code message referencedRequestParameter }\n    }\n  }\n": typeof types.ListingDocument,
    "\n  fragment ProductCard on Product {\n    id title path image { url alt } backgroundColor showHand showShadow productType\n    ... on GiftcardProduct {\n      digitalVariationConfig { pricesToShow { currency value } hasFixedPrices fixedValues { currency value } minPrice { currency value } maxPrice { currency value } }\n      physicalVariationConfig { pricesToShow { currency value } hasFixedPrices fixedValues { currency value } minPrice { currency value } maxPrice { currency value } }\n    }\n    ... on DonationProduct {\n      digitalVariationConfig { pricesToShow { currency value } hasFixedPrices fixedValues { currency value } minPrice { currency value } maxPrice { currency value } }\n    }\n  }\n": typeof types.ProductCardFragmentDoc,
    "\n  query products($userData: UserDataInput!, $paging: Paging!, $filters: ProductFilters) {\n    products(userData: $userData, paging: $paging, filters: $filters) {\n      items { ...ProductCard }\n      total pageNumber itemsPerPage pageCount\n      errors { code message referencedRequestParameter }\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  query product($userData: UserDataInput!, $filters: ProductFilters, $paging: Paging!) {\n    products(userData: $userData, filters: $filters, paging: $paging) {\n      items { description ...ProductCard }\n      errors { code message referencedRequestParameter }\n    }\n  }\n": typeof types.ProductDocument,
    "\n  mutation details($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    saveCheckoutDetails(userData: $userData, fields: $fields) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.DetailsDocument,
    "\n  mutation shipping($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    saveCheckoutShipping(userData: $userData, fields: $fields) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.ShippingDocument,
    "\n  mutation place($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    placeOrder(userData: $userData, fields: $fields) { kind url orderUuid errors { message code referencedRequestParameter } }\n  }\n": typeof types.PlaceDocument,
    "\n  fragment GiftCardPaymentFields on GiftCardPayments {\n    cards { cardId maskedNumber balance { currency value } used { currency value } } total { currency value } rest { currency value } covered\n  }\n": typeof types.GiftCardPaymentFieldsFragmentDoc,
    "\n  query giftCardPayments($userData: UserDataInput!) {\n    giftCardPayments(userData: $userData) { payments { ...GiftCardPaymentFields } errors { message code referencedRequestParameter } }\n  }\n": typeof types.GiftCardPaymentsDocument,
    "\n  mutation addCard($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {\n    addGiftCardPayment(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) {\n      payments { covered } errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.AddCardDocument,
    "\n  mutation removeCard($userData: UserDataInput!, $cardId: ID!) {\n    removeGiftCardPayment(userData: $userData, cardId: $cardId) { payments { covered } errors { message code referencedRequestParameter } }\n  }\n": typeof types.RemoveCardDocument,
    "\n  query checkoutStatus($userData: UserDataInput!, $uuid: String!) {\n    orderStatus(userData: $userData, uuid: $uuid) { order { uuid status paymentStatus canRetry } }\n  }\n": typeof types.CheckoutStatusDocument,
    "\n  query user($userData: UserDataInput!) { getUserInfo(userData: $userData) { user { mainProfile { email } } } }\n": typeof types.UserDocument,
    "\n  query checkout($userData: UserDataInput!, $payments: Boolean!) {\n    cart(userData: $userData) { order { ...CartFields } errors { message code referencedRequestParameter } }\n    getUserInfo(userData: $userData) { user { mainProfile { email } } }\n    giftCardPayments(userData: $userData) @include(if: $payments) {\n      payments { ...GiftCardPaymentFields } errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.CheckoutDocument,
    "\n  fragment OrderStatusFields on OrderStatus {\n    uuid status type paymentStatus paymentMethod instructions { beneficiary iban bic reference } appUrl qrCode canRetry\n  }\n": typeof types.OrderStatusFieldsFragmentDoc,
    "\n  mutation back($userData: UserDataInput!, $orderUuid: String!, $params: [KeyValue!]!) {\n    completePaymentReturn(userData: $userData, orderUuid: $orderUuid, params: $params) { order { ...OrderStatusFields } }\n  }\n": typeof types.BackDocument,
    "\n  query status($userData: UserDataInput!, $uuid: String!) { orderStatus(userData: $userData, uuid: $uuid) { order { ...OrderStatusFields } } }\n": typeof types.StatusDocument,
    "\n  query orderSummary($userData: UserDataInput!, $orderUuid: String, $orderKey: String) {\n    cart(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey) {\n      order {\n        currency itemCount totals { grandTotal { value } }\n        groupedTotals { digitalTotal { qty } physicalTotal { qty } }\n        packagesGroups { tag packageId receiverTitle receiverDescription totalPrice { value } cardsPreviews { productLabel } }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.OrderSummaryDocument,
    "\n  fragment MomentFields on GivingMoment {\n    id path heroTitle title backgroundColor image { url alt }\n  }\n": typeof types.MomentFieldsFragmentDoc,
    "\n  fragment PostFields on BlogPost {\n    id path title excerpt image { url alt } publishedAt\n  }\n": typeof types.PostFieldsFragmentDoc,
    "\n  query moments($userData: UserDataInput!) {\n    givingMoments(userData: $userData) { items { ...MomentFields } errors { code message referencedRequestParameter } }\n  }\n": typeof types.MomentsDocument,
    "\n  query moment($userData: UserDataInput!, $path: String!) {\n    givingMoment(userData: $userData, path: $path) {\n      moment { ...MomentFields body { type text items faq { question answer } } products { ...ProductCard } }\n      errors { code message referencedRequestParameter }\n    }\n  }\n": typeof types.MomentDocument,
    "\n  query posts($userData: UserDataInput!, $paging: Paging!) {\n    blogPosts(userData: $userData, paging: $paging) {\n      items { ...PostFields } total pageCount\n      errors { code message referencedRequestParameter }\n    }\n  }\n": typeof types.PostsDocument,
    "\n  query post($userData: UserDataInput!, $path: String!) {\n    blogPost(userData: $userData, path: $path) {\n      post { ...PostFields body { type text items faq { question answer } } }\n      related { ...PostFields }\n      errors { code message referencedRequestParameter }\n    }\n  }\n": typeof types.PostDocument,
    "\n  fragment ContentPageFields on PageResult {\n    page {\n      id\n      pageType\n      path\n      title\n      body { type text items faq { question answer } }\n      metadata {\n        title\n        description\n        keywords\n        noindex\n        nofollow\n        hreflangTags { langCode countryCode origin path isDefault }\n      }\n    }\n    errors { code message }\n  }\n": typeof types.ContentPageFieldsFragmentDoc,
    "\n  query page($userData: UserDataInput!, $path: String!) {\n    page(userData: $userData, path: $path) { ...ContentPageFields }\n  }\n": typeof types.PageDocument,
    "\n  query nextDraw($userData: UserDataInput!) {\n    nextDoublerDraw(userData: $userData) { draw { month day } errors { message code referencedRequestParameter } }\n  }\n": typeof types.NextDrawDocument,
    "\n  mutation enter($userData: UserDataInput!, $input: DoublerEntryInput!) {\n    enterDoubler(userData: $userData, input: $input) {\n      status draw { month day } productSlug errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.EnterDocument,
    "\n  mutation enterSessionCard($userData: UserDataInput!, $input: DoublerSessionEntryInput!) {\n    enterDoublerWithRedeemCard(userData: $userData, input: $input) {\n      status draw { month day } errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.EnterSessionCardDocument,
    "\n  query doublerProduct($userData: UserDataInput!, $slug: String!) {\n    doublerCardProduct(userData: $userData, slug: $slug) { ...ProductCard }\n  }\n": typeof types.DoublerProductDocument,
    "\n  fragment LocationFields on Location {\n    id slug name street postalCode city administrativeArea countryCode lat lon path\n  }\n": typeof types.LocationFieldsFragmentDoc,
    "\n  query locationsOverview($userData: UserDataInput!, $product: String!, $filters: LocationFilters, $paging: Paging!) {\n    products(userData: $userData, filters: { filterByPage: { fieldName: \"slug\", pageId: $product, pageType: \"product\" } }, paging: { itemsPerPage: 1, pageNumber: 1 }) {\n      items { id title path }\n      errors { code message referencedRequestParameter }\n    }\n    locations(userData: $userData, filters: $filters, paging: $paging) {\n      items { ...LocationFields }\n      total pageCount\n      points { slug name lat lon }\n      bounds { latmax latmin lonmax lonmin }\n      errors { code message referencedRequestParameter }\n    }\n    variants: pageVariants(userData: $userData, page: PRODUCT_LOCATIONS, slug: $product) {\n      hreflangTags { langCode countryCode origin path isDefault }\n      errors { code message referencedRequestParameter }\n    }\n  }\n": typeof types.LocationsOverviewDocument,
    "\n  query locationDetail($userData: UserDataInput!, $slug: String!, $product: String) {\n    location(userData: $userData, slug: $slug, productSlug: $product) {\n      location {\n        location { ...LocationFields }\n        products { id title path image { url alt } backgroundColor }\n      }\n      errors { code message referencedRequestParameter }\n    }\n    variants: pageVariants(userData: $userData, page: LOCATION, slug: $slug) {\n      hreflangTags { langCode countryCode origin path isDefault }\n      errors { code message referencedRequestParameter }\n    }\n  }\n": typeof types.LocationDetailDocument,
    "\n  mutation requestQuote($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    requestQuote(userData: $userData, fields: $fields) {\n      status quoteNumber quoteId errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.RequestQuoteDocument,
    "\n  query quoteReceipt($userData: UserDataInput!, $quoteId: ID!) {\n    quoteReceipt(userData: $userData, quoteId: $quoteId) { quoteNumber email }\n  }\n": typeof types.QuoteReceiptDocument,
    "\n  fragment RedeemInfo on GiftCardInfoResult {\n    status redeemToken\n    cards { id maskedNumber balance { currency value } expiryDate }\n    balance { currency value }\n    basket {\n      packages { id mainProduct { id redeemProductId title path image backgroundColor } mainProductType\n        items { qty variation { id sku title price { currency value } variationType } }\n        packageTotals { mainItemAmount { currency value } mainItemEditable promotionAmount { currency value } } note }\n      totals { total { currency value } balance { currency value } byCards { currency value } priceToPay { currency value } remainingBalance { currency value } }\n      needsAddress\n      details { firstName lastName email address { countryCode postCode houseNumber suffix street city } } }\n    page { key companyName title intro info }\n    errors { message code referencedRequestParameter }\n  }\n": typeof types.RedeemInfoFragmentDoc,
    "\n  fragment RedeemProductFields on RedeemMainProduct {\n    id productId title description path image backgroundColor showShadow mainProductType\n    variations { id sku variationType }\n    redeemData { title description minimumAvailableCustomAmount { currency value } maximumAvailableCustomAmount { currency value }\n      minimumRemainingBalance { currency value } promotionPercent }\n    giftCardBrand { id iframeUrl redirectLink redirectTime externalProductLink { title url } }\n  }\n": typeof types.RedeemProductFieldsFragmentDoc,
    "\n  query info($userData: UserDataInput!) { giftCardInfo(userData: $userData) { ...RedeemInfo } }\n": typeof types.InfoDocument,
    "\n  mutation redeemCheck($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {\n    checkGiftCard(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) { ...RedeemInfo }\n  }\n": typeof types.RedeemCheckDocument,
    "\n  mutation redeemReset($userData: UserDataInput!) { resetRedeem(userData: $userData) { status } }\n": typeof types.RedeemResetDocument,
    "\n  query redeemProducts($userData: UserDataInput!, $page: Int) {\n    redeemProducts(userData: $userData, page: $page) {\n      items { ...RedeemProductFields } total pageCount errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.RedeemProductsDocument,
    "\n  query redeemProduct($userData: UserDataInput!, $id: Int!) {\n    redeemProduct(userData: $userData, id: $id) { product { ...RedeemProductFields } errors { message code referencedRequestParameter } }\n  }\n": typeof types.RedeemProductDocument,
    "\n  mutation redeemAdd($userData: UserDataInput!, $input: RedeemPackageInput!) {\n    addRedeemPackage(userData: $userData, input: $input) { ...RedeemInfo }\n  }\n": typeof types.RedeemAddDocument,
    "\n  mutation update($userData: UserDataInput!, $packageId: String!, $input: RedeemPackageInput!) {\n    updateRedeemPackage(userData: $userData, packageId: $packageId, input: $input) { ...RedeemInfo }\n  }\n": typeof types.UpdateDocument,
    "\n  mutation remove($userData: UserDataInput!, $packageId: String!) {\n    removeRedeemPackage(userData: $userData, packageId: $packageId) { ...RedeemInfo }\n  }\n": typeof types.RemoveDocument,
    "\n  query pageInfo($userData: UserDataInput!, $pageId: String!) {\n    redeemPageInfo(userData: $userData, pageId: $pageId) {\n      page { key companyName title intro info } items { ...RedeemProductFields } total\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.PageInfoDocument,
    "\n  mutation redeemDetails($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    saveRedeemDetails(userData: $userData, fields: $fields) { ...RedeemInfo }\n  }\n": typeof types.RedeemDetailsDocument,
    "\n  mutation redeemPlace($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    addOriginalPackageToCartAndPlaceOrder(userData: $userData, fields: $fields) {\n      kind url orderUuid errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.RedeemPlaceDocument,
    "\n  query redeemOrder($userData: UserDataInput!, $uuid: String!) {\n    redeemOrder(userData: $userData, uuid: $uuid) {\n      order { uuid status email\n        shipments { id deliveryType packages { id title image amount { currency value } promotionAmount { currency value } note } }\n        totals { total { currency value } byCards { currency value } paidOtherwise { currency value } }\n        paymentMethod remainingBalance { currency value } }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.RedeemOrderDocument,
    "\n  query redeemUser($userData: UserDataInput!) {\n    getUserInfo(userData: $userData) { user { mainProfile { email firstName lastName } } }\n  }\n": typeof types.RedeemUserDocument,
    "\n  query cardDetails($userData: UserDataInput!) {\n    cardDetails(userData: $userData) {\n      status\n      cards { id maskedNumber balance { currency value } expiryDate state product { title path image { url alt } }\n        ledger { date kind amount { currency value } balanceAfter { currency value } } }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.CardDetailsDocument,
    "\n  query reorderView($userData: UserDataInput!, $orderUuid: String, $orderKey: String, $cardId: ID) {\n    reorderView(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey, cardId: $cardId) {\n      source\n      packages {\n        id deliveryType receiver { name email } title quantity amount { currency value }\n        product { id title shortDescription path image backgroundColor showShadow\n          fixedValues { currency value } minPrice { currency value } maxPrice { currency value } }\n        wrapper { title price { currency value } } giftPacking { title price { currency value } } message { text price { currency value } }\n        total { currency value } available unavailableReason\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.ReorderViewDocument,
    "\n  mutation reorder($userData: UserDataInput!, $orderUuid: String, $orderKey: String, $cardId: ID, $packageIds: [ID!]) {\n    reorder(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey, cardId: $cardId, packageIds: $packageIds) {\n      order { itemCount }\n      unavailable\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.ReorderDocument,
    "\n  query home($userData: UserDataInput!) {\n    page(userData: $userData, path: \"\") { ...ContentPageFields }\n    getBlocksQueue(userData: $userData, queueID: \"most-chosen\") {\n      blocks { product { ...ProductCard } }\n      errors { code message referencedRequestParameter }\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query sitemap($userData: UserDataInput!) {\n    sitemap(userData: $userData) {\n      entries { path lastModified alternates { langCode countryCode origin path isDefault } }\n      errors { code message }\n    }\n  }\n": typeof types.SitemapDocument,
    "\n  query storeData($userData: UserDataInput!) {\n    storeData(userData: $userData) {\n      storeData {\n        menus {\n          footerMenu { menuItems { title menuItems { title path { href type } } } }\n          businessMenu { title menuItems { title path { href type } } }\n          redeemMenu { terms { href type } privacy { href type } support { href type } notice }\n        }\n      }\n      errors { message code }\n    }\n  }\n": typeof types.StoreDataDocument,
};
const documents: Documents = {
    "\n  query accountOrders($userData: UserDataInput!, $paging: Paging!) {\n    accountOrders(userData: $userData, paging: $paging) {\n      orders { uuid number type status orderedOn paymentMethod contactPerson total { currency value } invoiceAvailable reorderable }\n      total\n      pageCount\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.AccountOrdersDocument,
    "\n  query accountOrder($userData: UserDataInput!, $uuid: String!) {\n    accountOrder(userData: $userData, uuid: $uuid) {\n      order {\n        uuid number type status orderedOn paymentMethod contactPerson total { currency value } invoiceAvailable reorderable\n        email\n        shipments { deliveryType receiver address lines { title qty amount { currency value } extras } }\n        activation { cardLast4 status amount { currency value } }\n        paidWithCards\n        subTotal { currency value }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.AccountOrderDocument,
    "\n  query accountInvoice($userData: UserDataInput!, $uuid: String!) {\n    accountInvoice(userData: $userData, uuid: $uuid) {\n      fileName\n      pdf\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.AccountInvoiceDocument,
    "\n  query me($userData: UserDataInput!) {\n    getUserInfo(userData: $userData) { user { mainProfile { email firstName lastName } } }\n  }\n": types.MeDocument,
    "\n  mutation logout($userData: UserDataInput!) { userLogout(userData: $userData) { status } }\n": types.LogoutDocument,
    "\n  query check($userData: UserDataInput!, $email: String!, $captchaToken: String!) {\n    checkUserExist(userData: $userData, email: $email, captchaToken: $captchaToken) {\n      status\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.CheckDocument,
    "\n  mutation login($userData: UserDataInput!, $email: String!, $password: String!, $captchaToken: String!) {\n    userLogin(userData: $userData, email: $email, password: $password, captchaToken: $captchaToken) {\n      status\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation createAccount($userData: UserDataInput!, $input: CreateAccountInput!) {\n    createAccount(userData: $userData, input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": types.CreateAccountDocument,
    "\n  mutation forgotPassword($userData: UserDataInput!, $email: String!, $captchaToken: String!) {\n    forgotPassword(userData: $userData, email: $email, captchaToken: $captchaToken) { status errors { message code referencedRequestParameter } }\n  }\n": types.ForgotPasswordDocument,
    "\n  query passwordResetToken($userData: UserDataInput!, $token: String!) {\n    passwordResetToken(userData: $userData, token: $token) { status errors { message code referencedRequestParameter } }\n  }\n": types.PasswordResetTokenDocument,
    "\n  mutation resetPassword($userData: UserDataInput!, $input: ResetPasswordInput!) {\n    resetPassword(userData: $userData, input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation changePassword($userData: UserDataInput!, $input: ChangePasswordInput!) {\n    changePassword(userData: $userData, input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": types.ChangePasswordDocument,
    "\n  query meEmail($userData: UserDataInput!) { getUserInfo(userData: $userData) { user { mainProfile { email } } } }\n": types.MeEmailDocument,
    "\n  query addresses($userData: UserDataInput!) { addresses(userData: $userData) { addresses { id isDefault firstName lastName companyName countryCode postCode houseNumber suffix street city } errors { message code referencedRequestParameter } } }\n": types.AddressesDocument,
    "\n  mutation createAddress($userData: UserDataInput!, $fields: [KeyValue!]!, $makeDefault: Boolean) {\n    createAddress(userData: $userData, fields: $fields, makeDefault: $makeDefault) { address { id } errors { message code referencedRequestParameter } }\n  }\n": types.CreateAddressDocument,
    "\n  mutation updateAddress($userData: UserDataInput!, $id: ID!, $fields: [KeyValue!]!) {\n    updateAddress(userData: $userData, id: $id, fields: $fields) { address { id } errors { message code referencedRequestParameter } }\n  }\n": types.UpdateAddressDocument,
    "\n  mutation deleteAddress($userData: UserDataInput!, $id: ID!) { deleteAddress(userData: $userData, id: $id) { status errors { message code referencedRequestParameter } } }\n": types.DeleteAddressDocument,
    "\n  mutation setDefaultAddress($userData: UserDataInput!, $id: ID!) {\n    setDefaultAddress(userData: $userData, id: $id) { address { id } errors { message code referencedRequestParameter } }\n  }\n": types.SetDefaultAddressDocument,
    "\n  mutation updateProfile($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    updateProfile(userData: $userData, fields: $fields) { status errors { message code referencedRequestParameter } }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation deleteAccount($userData: UserDataInput!, $email: String!, $password: String!, $confirm: Boolean!) {\n    deleteAccount(userData: $userData, email: $email, password: $password, confirm: $confirm) { status errors { message code referencedRequestParameter } }\n  }\n": types.DeleteAccountDocument,
    "\n  query exportAccountData($userData: UserDataInput!) { exportAccountData(userData: $userData) { json errors { message code referencedRequestParameter } } }\n": types.ExportAccountDataDocument,
    "\n  query accountUser($userData: UserDataInput!) {\n    getUserInfo(userData: $userData) {\n      user {\n        mainProfile {\n          firstName lastName email invoiceEmail phoneNumber vatNumber\n          customerType phoneCountry companyName kvkNumber referenceNumber\n        }\n        subscribed\n      }\n    }\n  }\n": types.AccountUserDocument,
    "\n  mutation createActivation($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    createActivationOrder(userData: $userData, fields: $fields) { kind url orderUuid errors { message code referencedRequestParameter } }\n  }\n": types.CreateActivationDocument,
    "\n  query activation($userData: UserDataInput!, $uuid: String!, $orderKey: String) {\n    activation(userData: $userData, uuid: $uuid, orderKey: $orderKey) {\n      activation { uuid state last4 amount { value currency } email canOpenCard refunded }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.ActivationDocument,
    "\n  mutation openActivatedCard($userData: UserDataInput!, $uuid: String!) {\n    openActivatedCard(userData: $userData, uuid: $uuid) { redeemToken errors { message code referencedRequestParameter } }\n  }\n": types.OpenActivatedCardDocument,
    "\n      query visitorAndCount($userData: UserDataInput!, $count: Boolean!) {\n        cartQuantity(userData: $userData) @include(if: $count) { cart { qty } }\n        getUserInfo(userData: $userData) { user { mainProfile { email } } }\n      }\n    ": types.VisitorAndCountDocument,
    "\n  mutation add($userData: UserDataInput!, $input: AddGiftcardPackageInput!) {\n    addGiftcardPackage(userData: $userData, input: $input) {\n      order { itemCount }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.AddDocument,
    "\n  fragment OrderItemFields on OrderItem {\n    id kind qty price { currency value } total { currency value } title sku variationId\n  }\n": types.OrderItemFieldsFragmentDoc,
    "\n  fragment CartFields on GiftcardOrder {\n    id currency itemCount registered status pendingCheckout\n    shipments {\n      id tag deliveryType\n      receiver { name email phone }\n      schedule { date time }\n      dispatchDate\n      deliveryAddress { customerType firstName lastName companyName countryCode postCode houseNumber suffix street city phoneNumber }\n      packages {\n        id blankPacks total { currency value }\n        giftcardItem {\n          ...OrderItemFields\n          ... on GiftcardOrderItem { image productId slug productType variationType color }\n          ... on DonationOrderItem { image productId slug color }\n        }\n        wrapper { ...OrderItemFields image }\n        giftPacking { ...OrderItemFields image }\n        message { ...OrderItemFields text }\n      }\n    }\n    packagesGroups {\n      tag packageId deliveryType receiverTitle receiverDescription totalPrice { currency value }\n      cardsPreviews { image { url { type href } alt } color { color opacity } productLabel }\n    }\n    groupedTotals { digitalTotal { qty price { currency value } } physicalTotal { qty price { currency value } } extra { currency value } }\n    totals { subTotal { currency value } grandTotalWithoutTax { currency value } grandTotal { currency value } vat { currency value } adjustments { title adjustmentType price { currency value } tag } }\n    billingAddress { countryCode postCode houseNumber suffix street city }\n    customer { customerType firstName lastName email phoneCountry phoneNumber companyName vatNumber kvkNumber referenceNumber invoiceEmail subscribed }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  query cart($userData: UserDataInput!, $orderUuid: String) {\n    cart(userData: $userData, orderUuid: $orderUuid) {\n      order { ...CartFields }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.CartDocument,
    "\n  mutation leave($userData: UserDataInput!) { leaveCheckout(userData: $userData) { status } }\n": types.LeaveDocument,
    "\n  mutation del($userData: UserDataInput!, $shipmentTag: String!, $packageId: String) {\n    deleteGiftcardPackageGroup(userData: $userData, shipmentTag: $shipmentTag, packageId: $packageId) { order { id } errors { message code referencedRequestParameter } }\n  }\n": types.DelDocument,
    "\n  mutation qty($userData: UserDataInput!, $shipmentTag: String!, $packageId: String!, $quantity: Int!) {\n    setPackageQuantity(userData: $userData, shipmentTag: $shipmentTag, packageId: $packageId, quantity: $quantity) { order { id } errors { message code referencedRequestParameter } }\n  }\n": types.QtyDocument,
    "\n  mutation receiver($userData: UserDataInput!, $shipmentTag: String!, $receiver: ReceiverInput!) {\n    updateReceiver(userData: $userData, shipmentTag: $shipmentTag, receiver: $receiver) { order { id } errors { message code referencedRequestParameter } }\n  }\n": types.ReceiverDocument,
    "\n  mutation reset($userData: UserDataInput!, $shipmentTag: String!) {\n    resetReceiver(userData: $userData, shipmentTag: $shipmentTag) { order { id } errors { message code referencedRequestParameter } }\n  }\n": types.ResetDocument,
    "\n  mutation delivery($userData: UserDataInput!, $shipmentTag: String!, $schedule: ScheduleInput, $dispatchDate: String) {\n    setDeliveryMoment(userData: $userData, shipmentTag: $shipmentTag, schedule: $schedule, dispatchDate: $dispatchDate) { order { id } errors { message code referencedRequestParameter } }\n  }\n": types.DeliveryDocument,
    "\n  query productPage($userData: UserDataInput!, $filters: ProductFilters, $paging: Paging!) {\n    products(userData: $userData, filters: $filters, paging: $paging) {\n      items {\n        description ...ProductCard\n        # Gift-card and donation products have the same details (spec §3 Products).\n        ... on GiftcardProduct {\n          variationsToShow\n          variations { id variationType }\n          media {\n            __typename\n            ... on Image { url alt }\n            ... on EmbedVideo { title source videoId embedUrl }\n            ... on SelfHostedVideo { title url poster }\n          }\n          testimonials { author rating text date }\n          rating { average count }\n          brand brands multiBrand\n          categories { slug title path }\n          locationCount\n        }\n        ... on DonationProduct {\n          variationsToShow\n          variations { id variationType }\n          media {\n            __typename\n            ... on Image { url alt }\n            ... on EmbedVideo { title source videoId embedUrl }\n            ... on SelfHostedVideo { title url poster }\n          }\n          testimonials { author rating text date }\n          rating { average count }\n          brand brands multiBrand\n          categories { slug title path }\n          locationCount\n        }\n      }\n      errors { code message referencedRequestParameter }\n    }\n    extras(userData: $userData) {\n      extras { id kind title description price { value } image containsWine }\n    }\n  }\n": types.ProductPageDocument,
    "\n  fragment TermFields on Term {\n    taxonomy slug title description icon productCount path\n  }\n": types.TermFieldsFragmentDoc,
    "\n  query terms($userData: UserDataInput!, $taxonomies: [String!]!) {\n    productTerms(userData: $userData, taxonomies: $taxonomies) {\n      terms { ...TermFields }\n      errors { code message referencedRequestParameter }\n    }\n  }\n": types.TermsDocument,
    "\n  query listing($userData: UserDataInput!, $filters: ProductFilters, $paging: Paging!, $after: Paging!, $topFilters: BlockFilters, $category: String!, $isCategory: Boolean!) {\n    products(userData: $userData, filters: $filters, paging: $paging) {\n      items { ...ProductCard }\n      total pageCount\n      errors { code message referencedRequestParameter }\n    }\n    after: products(userData: $userData, filters: $filters, paging: $after) {\n      items { ...ProductCard }\n      errors { code message referencedRequestParameter }\n    }\n    top: getBlocksQueue(userData: $userData, queueID: \"top-products\", filters: $topFilters) {\n      blocks { product { ...ProductCard } }\n      errors { code message referencedRequestParameter }\n    }\n    productTerms(userData: $userData, taxonomies: [\"categories\", \"types\"]) {\n      terms { ...TermFields }\n      errors { code message referencedRequestParameter }\n    }\n    variants: pageVariants(userData: $userData, page: CATEGORY, slug: $category) @include(if: $isCategory) {\n      hreflangTags { langCode countryCode origin path isDefault }\n      errors { code message referencedRequestParameter }\n    }\n  }\n": types.ListingDocument,
    "\n  fragment ProductCard on Product {\n    id title path image { url alt } backgroundColor showHand showShadow productType\n    ... on GiftcardProduct {\n      digitalVariationConfig { pricesToShow { currency value } hasFixedPrices fixedValues { currency value } minPrice { currency value } maxPrice { currency value } }\n      physicalVariationConfig { pricesToShow { currency value } hasFixedPrices fixedValues { currency value } minPrice { currency value } maxPrice { currency value } }\n    }\n    ... on DonationProduct {\n      digitalVariationConfig { pricesToShow { currency value } hasFixedPrices fixedValues { currency value } minPrice { currency value } maxPrice { currency value } }\n    }\n  }\n": types.ProductCardFragmentDoc,
    "\n  query products($userData: UserDataInput!, $paging: Paging!, $filters: ProductFilters) {\n    products(userData: $userData, paging: $paging, filters: $filters) {\n      items { ...ProductCard }\n      total pageNumber itemsPerPage pageCount\n      errors { code message referencedRequestParameter }\n    }\n  }\n": types.ProductsDocument,
    "\n  query product($userData: UserDataInput!, $filters: ProductFilters, $paging: Paging!) {\n    products(userData: $userData, filters: $filters, paging: $paging) {\n      items { description ...ProductCard }\n      errors { code message referencedRequestParameter }\n    }\n  }\n": types.ProductDocument,
    "\n  mutation details($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    saveCheckoutDetails(userData: $userData, fields: $fields) { status errors { message code referencedRequestParameter } }\n  }\n": types.DetailsDocument,
    "\n  mutation shipping($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    saveCheckoutShipping(userData: $userData, fields: $fields) { status errors { message code referencedRequestParameter } }\n  }\n": types.ShippingDocument,
    "\n  mutation place($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    placeOrder(userData: $userData, fields: $fields) { kind url orderUuid errors { message code referencedRequestParameter } }\n  }\n": types.PlaceDocument,
    "\n  fragment GiftCardPaymentFields on GiftCardPayments {\n    cards { cardId maskedNumber balance { currency value } used { currency value } } total { currency value } rest { currency value } covered\n  }\n": types.GiftCardPaymentFieldsFragmentDoc,
    "\n  query giftCardPayments($userData: UserDataInput!) {\n    giftCardPayments(userData: $userData) { payments { ...GiftCardPaymentFields } errors { message code referencedRequestParameter } }\n  }\n": types.GiftCardPaymentsDocument,
    "\n  mutation addCard($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {\n    addGiftCardPayment(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) {\n      payments { covered } errors { message code referencedRequestParameter }\n    }\n  }\n": types.AddCardDocument,
    "\n  mutation removeCard($userData: UserDataInput!, $cardId: ID!) {\n    removeGiftCardPayment(userData: $userData, cardId: $cardId) { payments { covered } errors { message code referencedRequestParameter } }\n  }\n": types.RemoveCardDocument,
    "\n  query checkoutStatus($userData: UserDataInput!, $uuid: String!) {\n    orderStatus(userData: $userData, uuid: $uuid) { order { uuid status paymentStatus canRetry } }\n  }\n": types.CheckoutStatusDocument,
    "\n  query user($userData: UserDataInput!) { getUserInfo(userData: $userData) { user { mainProfile { email } } } }\n": types.UserDocument,
    "\n  query checkout($userData: UserDataInput!, $payments: Boolean!) {\n    cart(userData: $userData) { order { ...CartFields } errors { message code referencedRequestParameter } }\n    getUserInfo(userData: $userData) { user { mainProfile { email } } }\n    giftCardPayments(userData: $userData) @include(if: $payments) {\n      payments { ...GiftCardPaymentFields } errors { message code referencedRequestParameter }\n    }\n  }\n": types.CheckoutDocument,
    "\n  fragment OrderStatusFields on OrderStatus {\n    uuid status type paymentStatus paymentMethod instructions { beneficiary iban bic reference } appUrl qrCode canRetry\n  }\n": types.OrderStatusFieldsFragmentDoc,
    "\n  mutation back($userData: UserDataInput!, $orderUuid: String!, $params: [KeyValue!]!) {\n    completePaymentReturn(userData: $userData, orderUuid: $orderUuid, params: $params) { order { ...OrderStatusFields } }\n  }\n": types.BackDocument,
    "\n  query status($userData: UserDataInput!, $uuid: String!) { orderStatus(userData: $userData, uuid: $uuid) { order { ...OrderStatusFields } } }\n": types.StatusDocument,
    "\n  query orderSummary($userData: UserDataInput!, $orderUuid: String, $orderKey: String) {\n    cart(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey) {\n      order {\n        currency itemCount totals { grandTotal { value } }\n        groupedTotals { digitalTotal { qty } physicalTotal { qty } }\n        packagesGroups { tag packageId receiverTitle receiverDescription totalPrice { value } cardsPreviews { productLabel } }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.OrderSummaryDocument,
    "\n  fragment MomentFields on GivingMoment {\n    id path heroTitle title backgroundColor image { url alt }\n  }\n": types.MomentFieldsFragmentDoc,
    "\n  fragment PostFields on BlogPost {\n    id path title excerpt image { url alt } publishedAt\n  }\n": types.PostFieldsFragmentDoc,
    "\n  query moments($userData: UserDataInput!) {\n    givingMoments(userData: $userData) { items { ...MomentFields } errors { code message referencedRequestParameter } }\n  }\n": types.MomentsDocument,
    "\n  query moment($userData: UserDataInput!, $path: String!) {\n    givingMoment(userData: $userData, path: $path) {\n      moment { ...MomentFields body { type text items faq { question answer } } products { ...ProductCard } }\n      errors { code message referencedRequestParameter }\n    }\n  }\n": types.MomentDocument,
    "\n  query posts($userData: UserDataInput!, $paging: Paging!) {\n    blogPosts(userData: $userData, paging: $paging) {\n      items { ...PostFields } total pageCount\n      errors { code message referencedRequestParameter }\n    }\n  }\n": types.PostsDocument,
    "\n  query post($userData: UserDataInput!, $path: String!) {\n    blogPost(userData: $userData, path: $path) {\n      post { ...PostFields body { type text items faq { question answer } } }\n      related { ...PostFields }\n      errors { code message referencedRequestParameter }\n    }\n  }\n": types.PostDocument,
    "\n  fragment ContentPageFields on PageResult {\n    page {\n      id\n      pageType\n      path\n      title\n      body { type text items faq { question answer } }\n      metadata {\n        title\n        description\n        keywords\n        noindex\n        nofollow\n        hreflangTags { langCode countryCode origin path isDefault }\n      }\n    }\n    errors { code message }\n  }\n": types.ContentPageFieldsFragmentDoc,
    "\n  query page($userData: UserDataInput!, $path: String!) {\n    page(userData: $userData, path: $path) { ...ContentPageFields }\n  }\n": types.PageDocument,
    "\n  query nextDraw($userData: UserDataInput!) {\n    nextDoublerDraw(userData: $userData) { draw { month day } errors { message code referencedRequestParameter } }\n  }\n": types.NextDrawDocument,
    "\n  mutation enter($userData: UserDataInput!, $input: DoublerEntryInput!) {\n    enterDoubler(userData: $userData, input: $input) {\n      status draw { month day } productSlug errors { message code referencedRequestParameter }\n    }\n  }\n": types.EnterDocument,
    "\n  mutation enterSessionCard($userData: UserDataInput!, $input: DoublerSessionEntryInput!) {\n    enterDoublerWithRedeemCard(userData: $userData, input: $input) {\n      status draw { month day } errors { message code referencedRequestParameter }\n    }\n  }\n": types.EnterSessionCardDocument,
    "\n  query doublerProduct($userData: UserDataInput!, $slug: String!) {\n    doublerCardProduct(userData: $userData, slug: $slug) { ...ProductCard }\n  }\n": types.DoublerProductDocument,
    "\n  fragment LocationFields on Location {\n    id slug name street postalCode city administrativeArea countryCode lat lon path\n  }\n": types.LocationFieldsFragmentDoc,
    "\n  query locationsOverview($userData: UserDataInput!, $product: String!, $filters: LocationFilters, $paging: Paging!) {\n    products(userData: $userData, filters: { filterByPage: { fieldName: \"slug\", pageId: $product, pageType: \"product\" } }, paging: { itemsPerPage: 1, pageNumber: 1 }) {\n      items { id title path }\n      errors { code message referencedRequestParameter }\n    }\n    locations(userData: $userData, filters: $filters, paging: $paging) {\n      items { ...LocationFields }\n      total pageCount\n      points { slug name lat lon }\n      bounds { latmax latmin lonmax lonmin }\n      errors { code message referencedRequestParameter }\n    }\n    variants: pageVariants(userData: $userData, page: PRODUCT_LOCATIONS, slug: $product) {\n      hreflangTags { langCode countryCode origin path isDefault }\n      errors { code message referencedRequestParameter }\n    }\n  }\n": types.LocationsOverviewDocument,
    "\n  query locationDetail($userData: UserDataInput!, $slug: String!, $product: String) {\n    location(userData: $userData, slug: $slug, productSlug: $product) {\n      location {\n        location { ...LocationFields }\n        products { id title path image { url alt } backgroundColor }\n      }\n      errors { code message referencedRequestParameter }\n    }\n    variants: pageVariants(userData: $userData, page: LOCATION, slug: $slug) {\n      hreflangTags { langCode countryCode origin path isDefault }\n      errors { code message referencedRequestParameter }\n    }\n  }\n": types.LocationDetailDocument,
    "\n  mutation requestQuote($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    requestQuote(userData: $userData, fields: $fields) {\n      status quoteNumber quoteId errors { message code referencedRequestParameter }\n    }\n  }\n": types.RequestQuoteDocument,
    "\n  query quoteReceipt($userData: UserDataInput!, $quoteId: ID!) {\n    quoteReceipt(userData: $userData, quoteId: $quoteId) { quoteNumber email }\n  }\n": types.QuoteReceiptDocument,
    "\n  fragment RedeemInfo on GiftCardInfoResult {\n    status redeemToken\n    cards { id maskedNumber balance { currency value } expiryDate }\n    balance { currency value }\n    basket {\n      packages { id mainProduct { id redeemProductId title path image backgroundColor } mainProductType\n        items { qty variation { id sku title price { currency value } variationType } }\n        packageTotals { mainItemAmount { currency value } mainItemEditable promotionAmount { currency value } } note }\n      totals { total { currency value } balance { currency value } byCards { currency value } priceToPay { currency value } remainingBalance { currency value } }\n      needsAddress\n      details { firstName lastName email address { countryCode postCode houseNumber suffix street city } } }\n    page { key companyName title intro info }\n    errors { message code referencedRequestParameter }\n  }\n": types.RedeemInfoFragmentDoc,
    "\n  fragment RedeemProductFields on RedeemMainProduct {\n    id productId title description path image backgroundColor showShadow mainProductType\n    variations { id sku variationType }\n    redeemData { title description minimumAvailableCustomAmount { currency value } maximumAvailableCustomAmount { currency value }\n      minimumRemainingBalance { currency value } promotionPercent }\n    giftCardBrand { id iframeUrl redirectLink redirectTime externalProductLink { title url } }\n  }\n": types.RedeemProductFieldsFragmentDoc,
    "\n  query info($userData: UserDataInput!) { giftCardInfo(userData: $userData) { ...RedeemInfo } }\n": types.InfoDocument,
    "\n  mutation redeemCheck($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {\n    checkGiftCard(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) { ...RedeemInfo }\n  }\n": types.RedeemCheckDocument,
    "\n  mutation redeemReset($userData: UserDataInput!) { resetRedeem(userData: $userData) { status } }\n": types.RedeemResetDocument,
    "\n  query redeemProducts($userData: UserDataInput!, $page: Int) {\n    redeemProducts(userData: $userData, page: $page) {\n      items { ...RedeemProductFields } total pageCount errors { message code referencedRequestParameter }\n    }\n  }\n": types.RedeemProductsDocument,
    "\n  query redeemProduct($userData: UserDataInput!, $id: Int!) {\n    redeemProduct(userData: $userData, id: $id) { product { ...RedeemProductFields } errors { message code referencedRequestParameter } }\n  }\n": types.RedeemProductDocument,
    "\n  mutation redeemAdd($userData: UserDataInput!, $input: RedeemPackageInput!) {\n    addRedeemPackage(userData: $userData, input: $input) { ...RedeemInfo }\n  }\n": types.RedeemAddDocument,
    "\n  mutation update($userData: UserDataInput!, $packageId: String!, $input: RedeemPackageInput!) {\n    updateRedeemPackage(userData: $userData, packageId: $packageId, input: $input) { ...RedeemInfo }\n  }\n": types.UpdateDocument,
    "\n  mutation remove($userData: UserDataInput!, $packageId: String!) {\n    removeRedeemPackage(userData: $userData, packageId: $packageId) { ...RedeemInfo }\n  }\n": types.RemoveDocument,
    "\n  query pageInfo($userData: UserDataInput!, $pageId: String!) {\n    redeemPageInfo(userData: $userData, pageId: $pageId) {\n      page { key companyName title intro info } items { ...RedeemProductFields } total\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.PageInfoDocument,
    "\n  mutation redeemDetails($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    saveRedeemDetails(userData: $userData, fields: $fields) { ...RedeemInfo }\n  }\n": types.RedeemDetailsDocument,
    "\n  mutation redeemPlace($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    addOriginalPackageToCartAndPlaceOrder(userData: $userData, fields: $fields) {\n      kind url orderUuid errors { message code referencedRequestParameter }\n    }\n  }\n": types.RedeemPlaceDocument,
    "\n  query redeemOrder($userData: UserDataInput!, $uuid: String!) {\n    redeemOrder(userData: $userData, uuid: $uuid) {\n      order { uuid status email\n        shipments { id deliveryType packages { id title image amount { currency value } promotionAmount { currency value } note } }\n        totals { total { currency value } byCards { currency value } paidOtherwise { currency value } }\n        paymentMethod remainingBalance { currency value } }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.RedeemOrderDocument,
    "\n  query redeemUser($userData: UserDataInput!) {\n    getUserInfo(userData: $userData) { user { mainProfile { email firstName lastName } } }\n  }\n": types.RedeemUserDocument,
    "\n  query cardDetails($userData: UserDataInput!) {\n    cardDetails(userData: $userData) {\n      status\n      cards { id maskedNumber balance { currency value } expiryDate state product { title path image { url alt } }\n        ledger { date kind amount { currency value } balanceAfter { currency value } } }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.CardDetailsDocument,
    "\n  query reorderView($userData: UserDataInput!, $orderUuid: String, $orderKey: String, $cardId: ID) {\n    reorderView(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey, cardId: $cardId) {\n      source\n      packages {\n        id deliveryType receiver { name email } title quantity amount { currency value }\n        product { id title shortDescription path image backgroundColor showShadow\n          fixedValues { currency value } minPrice { currency value } maxPrice { currency value } }\n        wrapper { title price { currency value } } giftPacking { title price { currency value } } message { text price { currency value } }\n        total { currency value } available unavailableReason\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.ReorderViewDocument,
    "\n  mutation reorder($userData: UserDataInput!, $orderUuid: String, $orderKey: String, $cardId: ID, $packageIds: [ID!]) {\n    reorder(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey, cardId: $cardId, packageIds: $packageIds) {\n      order { itemCount }\n      unavailable\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.ReorderDocument,
    "\n  query home($userData: UserDataInput!) {\n    page(userData: $userData, path: \"\") { ...ContentPageFields }\n    getBlocksQueue(userData: $userData, queueID: \"most-chosen\") {\n      blocks { product { ...ProductCard } }\n      errors { code message referencedRequestParameter }\n    }\n  }\n": types.HomeDocument,
    "\n  query sitemap($userData: UserDataInput!) {\n    sitemap(userData: $userData) {\n      entries { path lastModified alternates { langCode countryCode origin path isDefault } }\n      errors { code message }\n    }\n  }\n": types.SitemapDocument,
    "\n  query storeData($userData: UserDataInput!) {\n    storeData(userData: $userData) {\n      storeData {\n        menus {\n          footerMenu { menuItems { title menuItems { title path { href type } } } }\n          businessMenu { title menuItems { title path { href type } } }\n          redeemMenu { terms { href type } privacy { href type } support { href type } notice }\n        }\n      }\n      errors { message code }\n    }\n  }\n": types.StoreDataDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query accountOrders($userData: UserDataInput!, $paging: Paging!) {\n    accountOrders(userData: $userData, paging: $paging) {\n      orders { uuid number type status orderedOn paymentMethod contactPerson total { currency value } invoiceAvailable reorderable }\n      total\n      pageCount\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').AccountOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query accountOrder($userData: UserDataInput!, $uuid: String!) {\n    accountOrder(userData: $userData, uuid: $uuid) {\n      order {\n        uuid number type status orderedOn paymentMethod contactPerson total { currency value } invoiceAvailable reorderable\n        email\n        shipments { deliveryType receiver address lines { title qty amount { currency value } extras } }\n        activation { cardLast4 status amount { currency value } }\n        paidWithCards\n        subTotal { currency value }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').AccountOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query accountInvoice($userData: UserDataInput!, $uuid: String!) {\n    accountInvoice(userData: $userData, uuid: $uuid) {\n      fileName\n      pdf\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').AccountInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query me($userData: UserDataInput!) {\n    getUserInfo(userData: $userData) { user { mainProfile { email firstName lastName } } }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation logout($userData: UserDataInput!) { userLogout(userData: $userData) { status } }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query check($userData: UserDataInput!, $email: String!, $captchaToken: String!) {\n    checkUserExist(userData: $userData, email: $email, captchaToken: $captchaToken) {\n      status\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').CheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation login($userData: UserDataInput!, $email: String!, $password: String!, $captchaToken: String!) {\n    userLogin(userData: $userData, email: $email, password: $password, captchaToken: $captchaToken) {\n      status\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createAccount($userData: UserDataInput!, $input: CreateAccountInput!) {\n    createAccount(userData: $userData, input: $input) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').CreateAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation forgotPassword($userData: UserDataInput!, $email: String!, $captchaToken: String!) {\n    forgotPassword(userData: $userData, email: $email, captchaToken: $captchaToken) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').ForgotPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query passwordResetToken($userData: UserDataInput!, $token: String!) {\n    passwordResetToken(userData: $userData, token: $token) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').PasswordResetTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation resetPassword($userData: UserDataInput!, $input: ResetPasswordInput!) {\n    resetPassword(userData: $userData, input: $input) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation changePassword($userData: UserDataInput!, $input: ChangePasswordInput!) {\n    changePassword(userData: $userData, input: $input) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query meEmail($userData: UserDataInput!) { getUserInfo(userData: $userData) { user { mainProfile { email } } } }\n"): typeof import('./graphql').MeEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query addresses($userData: UserDataInput!) { addresses(userData: $userData) { addresses { id isDefault firstName lastName companyName countryCode postCode houseNumber suffix street city } errors { message code referencedRequestParameter } } }\n"): typeof import('./graphql').AddressesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createAddress($userData: UserDataInput!, $fields: [KeyValue!]!, $makeDefault: Boolean) {\n    createAddress(userData: $userData, fields: $fields, makeDefault: $makeDefault) { address { id } errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').CreateAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateAddress($userData: UserDataInput!, $id: ID!, $fields: [KeyValue!]!) {\n    updateAddress(userData: $userData, id: $id, fields: $fields) { address { id } errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').UpdateAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteAddress($userData: UserDataInput!, $id: ID!) { deleteAddress(userData: $userData, id: $id) { status errors { message code referencedRequestParameter } } }\n"): typeof import('./graphql').DeleteAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setDefaultAddress($userData: UserDataInput!, $id: ID!) {\n    setDefaultAddress(userData: $userData, id: $id) { address { id } errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').SetDefaultAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateProfile($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    updateProfile(userData: $userData, fields: $fields) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteAccount($userData: UserDataInput!, $email: String!, $password: String!, $confirm: Boolean!) {\n    deleteAccount(userData: $userData, email: $email, password: $password, confirm: $confirm) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').DeleteAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query exportAccountData($userData: UserDataInput!) { exportAccountData(userData: $userData) { json errors { message code referencedRequestParameter } } }\n"): typeof import('./graphql').ExportAccountDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query accountUser($userData: UserDataInput!) {\n    getUserInfo(userData: $userData) {\n      user {\n        mainProfile {\n          firstName lastName email invoiceEmail phoneNumber vatNumber\n          customerType phoneCountry companyName kvkNumber referenceNumber\n        }\n        subscribed\n      }\n    }\n  }\n"): typeof import('./graphql').AccountUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createActivation($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    createActivationOrder(userData: $userData, fields: $fields) { kind url orderUuid errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').CreateActivationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query activation($userData: UserDataInput!, $uuid: String!, $orderKey: String) {\n    activation(userData: $userData, uuid: $uuid, orderKey: $orderKey) {\n      activation { uuid state last4 amount { value currency } email canOpenCard refunded }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').ActivationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation openActivatedCard($userData: UserDataInput!, $uuid: String!) {\n    openActivatedCard(userData: $userData, uuid: $uuid) { redeemToken errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').OpenActivatedCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query visitorAndCount($userData: UserDataInput!, $count: Boolean!) {\n        cartQuantity(userData: $userData) @include(if: $count) { cart { qty } }\n        getUserInfo(userData: $userData) { user { mainProfile { email } } }\n      }\n    "): typeof import('./graphql').VisitorAndCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation add($userData: UserDataInput!, $input: AddGiftcardPackageInput!) {\n    addGiftcardPackage(userData: $userData, input: $input) {\n      order { itemCount }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').AddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderItemFields on OrderItem {\n    id kind qty price { currency value } total { currency value } title sku variationId\n  }\n"): typeof import('./graphql').OrderItemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on GiftcardOrder {\n    id currency itemCount registered status pendingCheckout\n    shipments {\n      id tag deliveryType\n      receiver { name email phone }\n      schedule { date time }\n      dispatchDate\n      deliveryAddress { customerType firstName lastName companyName countryCode postCode houseNumber suffix street city phoneNumber }\n      packages {\n        id blankPacks total { currency value }\n        giftcardItem {\n          ...OrderItemFields\n          ... on GiftcardOrderItem { image productId slug productType variationType color }\n          ... on DonationOrderItem { image productId slug color }\n        }\n        wrapper { ...OrderItemFields image }\n        giftPacking { ...OrderItemFields image }\n        message { ...OrderItemFields text }\n      }\n    }\n    packagesGroups {\n      tag packageId deliveryType receiverTitle receiverDescription totalPrice { currency value }\n      cardsPreviews { image { url { type href } alt } color { color opacity } productLabel }\n    }\n    groupedTotals { digitalTotal { qty price { currency value } } physicalTotal { qty price { currency value } } extra { currency value } }\n    totals { subTotal { currency value } grandTotalWithoutTax { currency value } grandTotal { currency value } vat { currency value } adjustments { title adjustmentType price { currency value } tag } }\n    billingAddress { countryCode postCode houseNumber suffix street city }\n    customer { customerType firstName lastName email phoneCountry phoneNumber companyName vatNumber kvkNumber referenceNumber invoiceEmail subscribed }\n  }\n"): typeof import('./graphql').CartFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query cart($userData: UserDataInput!, $orderUuid: String) {\n    cart(userData: $userData, orderUuid: $orderUuid) {\n      order { ...CartFields }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').CartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation leave($userData: UserDataInput!) { leaveCheckout(userData: $userData) { status } }\n"): typeof import('./graphql').LeaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation del($userData: UserDataInput!, $shipmentTag: String!, $packageId: String) {\n    deleteGiftcardPackageGroup(userData: $userData, shipmentTag: $shipmentTag, packageId: $packageId) { order { id } errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').DelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation qty($userData: UserDataInput!, $shipmentTag: String!, $packageId: String!, $quantity: Int!) {\n    setPackageQuantity(userData: $userData, shipmentTag: $shipmentTag, packageId: $packageId, quantity: $quantity) { order { id } errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').QtyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation receiver($userData: UserDataInput!, $shipmentTag: String!, $receiver: ReceiverInput!) {\n    updateReceiver(userData: $userData, shipmentTag: $shipmentTag, receiver: $receiver) { order { id } errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').ReceiverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation reset($userData: UserDataInput!, $shipmentTag: String!) {\n    resetReceiver(userData: $userData, shipmentTag: $shipmentTag) { order { id } errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').ResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation delivery($userData: UserDataInput!, $shipmentTag: String!, $schedule: ScheduleInput, $dispatchDate: String) {\n    setDeliveryMoment(userData: $userData, shipmentTag: $shipmentTag, schedule: $schedule, dispatchDate: $dispatchDate) { order { id } errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').DeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query productPage($userData: UserDataInput!, $filters: ProductFilters, $paging: Paging!) {\n    products(userData: $userData, filters: $filters, paging: $paging) {\n      items {\n        description ...ProductCard\n        # Gift-card and donation products have the same details (spec §3 Products).\n        ... on GiftcardProduct {\n          variationsToShow\n          variations { id variationType }\n          media {\n            __typename\n            ... on Image { url alt }\n            ... on EmbedVideo { title source videoId embedUrl }\n            ... on SelfHostedVideo { title url poster }\n          }\n          testimonials { author rating text date }\n          rating { average count }\n          brand brands multiBrand\n          categories { slug title path }\n          locationCount\n        }\n        ... on DonationProduct {\n          variationsToShow\n          variations { id variationType }\n          media {\n            __typename\n            ... on Image { url alt }\n            ... on EmbedVideo { title source videoId embedUrl }\n            ... on SelfHostedVideo { title url poster }\n          }\n          testimonials { author rating text date }\n          rating { average count }\n          brand brands multiBrand\n          categories { slug title path }\n          locationCount\n        }\n      }\n      errors { code message referencedRequestParameter }\n    }\n    extras(userData: $userData) {\n      extras { id kind title description price { value } image containsWine }\n    }\n  }\n"): typeof import('./graphql').ProductPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TermFields on Term {\n    taxonomy slug title description icon productCount path\n  }\n"): typeof import('./graphql').TermFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query terms($userData: UserDataInput!, $taxonomies: [String!]!) {\n    productTerms(userData: $userData, taxonomies: $taxonomies) {\n      terms { ...TermFields }\n      errors { code message referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').TermsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query listing($userData: UserDataInput!, $filters: ProductFilters, $paging: Paging!, $after: Paging!, $topFilters: BlockFilters, $category: String!, $isCategory: Boolean!) {\n    products(userData: $userData, filters: $filters, paging: $paging) {\n      items { ...ProductCard }\n      total pageCount\n      errors { code message referencedRequestParameter }\n    }\n    after: products(userData: $userData, filters: $filters, paging: $after) {\n      items { ...ProductCard }\n      errors { code message referencedRequestParameter }\n    }\n    top: getBlocksQueue(userData: $userData, queueID: \"top-products\", filters: $topFilters) {\n      blocks { product { ...ProductCard } }\n      errors { code message referencedRequestParameter }\n    }\n    productTerms(userData: $userData, taxonomies: [\"categories\", \"types\"]) {\n      terms { ...TermFields }\n      errors { code message referencedRequestParameter }\n    }\n    variants: pageVariants(userData: $userData, page: CATEGORY, slug: $category) @include(if: $isCategory) {\n      hreflangTags { langCode countryCode origin path isDefault }\n      errors { code message referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').ListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard on Product {\n    id title path image { url alt } backgroundColor showHand showShadow productType\n    ... on GiftcardProduct {\n      digitalVariationConfig { pricesToShow { currency value } hasFixedPrices fixedValues { currency value } minPrice { currency value } maxPrice { currency value } }\n      physicalVariationConfig { pricesToShow { currency value } hasFixedPrices fixedValues { currency value } minPrice { currency value } maxPrice { currency value } }\n    }\n    ... on DonationProduct {\n      digitalVariationConfig { pricesToShow { currency value } hasFixedPrices fixedValues { currency value } minPrice { currency value } maxPrice { currency value } }\n    }\n  }\n"): typeof import('./graphql').ProductCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query products($userData: UserDataInput!, $paging: Paging!, $filters: ProductFilters) {\n    products(userData: $userData, paging: $paging, filters: $filters) {\n      items { ...ProductCard }\n      total pageNumber itemsPerPage pageCount\n      errors { code message referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').ProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query product($userData: UserDataInput!, $filters: ProductFilters, $paging: Paging!) {\n    products(userData: $userData, filters: $filters, paging: $paging) {\n      items { description ...ProductCard }\n      errors { code message referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').ProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation details($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    saveCheckoutDetails(userData: $userData, fields: $fields) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').DetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation shipping($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    saveCheckoutShipping(userData: $userData, fields: $fields) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').ShippingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation place($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    placeOrder(userData: $userData, fields: $fields) { kind url orderUuid errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').PlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GiftCardPaymentFields on GiftCardPayments {\n    cards { cardId maskedNumber balance { currency value } used { currency value } } total { currency value } rest { currency value } covered\n  }\n"): typeof import('./graphql').GiftCardPaymentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query giftCardPayments($userData: UserDataInput!) {\n    giftCardPayments(userData: $userData) { payments { ...GiftCardPaymentFields } errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').GiftCardPaymentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation addCard($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {\n    addGiftCardPayment(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) {\n      payments { covered } errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').AddCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation removeCard($userData: UserDataInput!, $cardId: ID!) {\n    removeGiftCardPayment(userData: $userData, cardId: $cardId) { payments { covered } errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').RemoveCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query checkoutStatus($userData: UserDataInput!, $uuid: String!) {\n    orderStatus(userData: $userData, uuid: $uuid) { order { uuid status paymentStatus canRetry } }\n  }\n"): typeof import('./graphql').CheckoutStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query user($userData: UserDataInput!) { getUserInfo(userData: $userData) { user { mainProfile { email } } } }\n"): typeof import('./graphql').UserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query checkout($userData: UserDataInput!, $payments: Boolean!) {\n    cart(userData: $userData) { order { ...CartFields } errors { message code referencedRequestParameter } }\n    getUserInfo(userData: $userData) { user { mainProfile { email } } }\n    giftCardPayments(userData: $userData) @include(if: $payments) {\n      payments { ...GiftCardPaymentFields } errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').CheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderStatusFields on OrderStatus {\n    uuid status type paymentStatus paymentMethod instructions { beneficiary iban bic reference } appUrl qrCode canRetry\n  }\n"): typeof import('./graphql').OrderStatusFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation back($userData: UserDataInput!, $orderUuid: String!, $params: [KeyValue!]!) {\n    completePaymentReturn(userData: $userData, orderUuid: $orderUuid, params: $params) { order { ...OrderStatusFields } }\n  }\n"): typeof import('./graphql').BackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query status($userData: UserDataInput!, $uuid: String!) { orderStatus(userData: $userData, uuid: $uuid) { order { ...OrderStatusFields } } }\n"): typeof import('./graphql').StatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query orderSummary($userData: UserDataInput!, $orderUuid: String, $orderKey: String) {\n    cart(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey) {\n      order {\n        currency itemCount totals { grandTotal { value } }\n        groupedTotals { digitalTotal { qty } physicalTotal { qty } }\n        packagesGroups { tag packageId receiverTitle receiverDescription totalPrice { value } cardsPreviews { productLabel } }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').OrderSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MomentFields on GivingMoment {\n    id path heroTitle title backgroundColor image { url alt }\n  }\n"): typeof import('./graphql').MomentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostFields on BlogPost {\n    id path title excerpt image { url alt } publishedAt\n  }\n"): typeof import('./graphql').PostFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query moments($userData: UserDataInput!) {\n    givingMoments(userData: $userData) { items { ...MomentFields } errors { code message referencedRequestParameter } }\n  }\n"): typeof import('./graphql').MomentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query moment($userData: UserDataInput!, $path: String!) {\n    givingMoment(userData: $userData, path: $path) {\n      moment { ...MomentFields body { type text items faq { question answer } } products { ...ProductCard } }\n      errors { code message referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').MomentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query posts($userData: UserDataInput!, $paging: Paging!) {\n    blogPosts(userData: $userData, paging: $paging) {\n      items { ...PostFields } total pageCount\n      errors { code message referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').PostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query post($userData: UserDataInput!, $path: String!) {\n    blogPost(userData: $userData, path: $path) {\n      post { ...PostFields body { type text items faq { question answer } } }\n      related { ...PostFields }\n      errors { code message referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').PostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentPageFields on PageResult {\n    page {\n      id\n      pageType\n      path\n      title\n      body { type text items faq { question answer } }\n      metadata {\n        title\n        description\n        keywords\n        noindex\n        nofollow\n        hreflangTags { langCode countryCode origin path isDefault }\n      }\n    }\n    errors { code message }\n  }\n"): typeof import('./graphql').ContentPageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query page($userData: UserDataInput!, $path: String!) {\n    page(userData: $userData, path: $path) { ...ContentPageFields }\n  }\n"): typeof import('./graphql').PageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query nextDraw($userData: UserDataInput!) {\n    nextDoublerDraw(userData: $userData) { draw { month day } errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').NextDrawDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation enter($userData: UserDataInput!, $input: DoublerEntryInput!) {\n    enterDoubler(userData: $userData, input: $input) {\n      status draw { month day } productSlug errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').EnterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation enterSessionCard($userData: UserDataInput!, $input: DoublerSessionEntryInput!) {\n    enterDoublerWithRedeemCard(userData: $userData, input: $input) {\n      status draw { month day } errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').EnterSessionCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query doublerProduct($userData: UserDataInput!, $slug: String!) {\n    doublerCardProduct(userData: $userData, slug: $slug) { ...ProductCard }\n  }\n"): typeof import('./graphql').DoublerProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LocationFields on Location {\n    id slug name street postalCode city administrativeArea countryCode lat lon path\n  }\n"): typeof import('./graphql').LocationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query locationsOverview($userData: UserDataInput!, $product: String!, $filters: LocationFilters, $paging: Paging!) {\n    products(userData: $userData, filters: { filterByPage: { fieldName: \"slug\", pageId: $product, pageType: \"product\" } }, paging: { itemsPerPage: 1, pageNumber: 1 }) {\n      items { id title path }\n      errors { code message referencedRequestParameter }\n    }\n    locations(userData: $userData, filters: $filters, paging: $paging) {\n      items { ...LocationFields }\n      total pageCount\n      points { slug name lat lon }\n      bounds { latmax latmin lonmax lonmin }\n      errors { code message referencedRequestParameter }\n    }\n    variants: pageVariants(userData: $userData, page: PRODUCT_LOCATIONS, slug: $product) {\n      hreflangTags { langCode countryCode origin path isDefault }\n      errors { code message referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').LocationsOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query locationDetail($userData: UserDataInput!, $slug: String!, $product: String) {\n    location(userData: $userData, slug: $slug, productSlug: $product) {\n      location {\n        location { ...LocationFields }\n        products { id title path image { url alt } backgroundColor }\n      }\n      errors { code message referencedRequestParameter }\n    }\n    variants: pageVariants(userData: $userData, page: LOCATION, slug: $slug) {\n      hreflangTags { langCode countryCode origin path isDefault }\n      errors { code message referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').LocationDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation requestQuote($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    requestQuote(userData: $userData, fields: $fields) {\n      status quoteNumber quoteId errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').RequestQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query quoteReceipt($userData: UserDataInput!, $quoteId: ID!) {\n    quoteReceipt(userData: $userData, quoteId: $quoteId) { quoteNumber email }\n  }\n"): typeof import('./graphql').QuoteReceiptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RedeemInfo on GiftCardInfoResult {\n    status redeemToken\n    cards { id maskedNumber balance { currency value } expiryDate }\n    balance { currency value }\n    basket {\n      packages { id mainProduct { id redeemProductId title path image backgroundColor } mainProductType\n        items { qty variation { id sku title price { currency value } variationType } }\n        packageTotals { mainItemAmount { currency value } mainItemEditable promotionAmount { currency value } } note }\n      totals { total { currency value } balance { currency value } byCards { currency value } priceToPay { currency value } remainingBalance { currency value } }\n      needsAddress\n      details { firstName lastName email address { countryCode postCode houseNumber suffix street city } } }\n    page { key companyName title intro info }\n    errors { message code referencedRequestParameter }\n  }\n"): typeof import('./graphql').RedeemInfoFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RedeemProductFields on RedeemMainProduct {\n    id productId title description path image backgroundColor showShadow mainProductType\n    variations { id sku variationType }\n    redeemData { title description minimumAvailableCustomAmount { currency value } maximumAvailableCustomAmount { currency value }\n      minimumRemainingBalance { currency value } promotionPercent }\n    giftCardBrand { id iframeUrl redirectLink redirectTime externalProductLink { title url } }\n  }\n"): typeof import('./graphql').RedeemProductFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query info($userData: UserDataInput!) { giftCardInfo(userData: $userData) { ...RedeemInfo } }\n"): typeof import('./graphql').InfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation redeemCheck($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {\n    checkGiftCard(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) { ...RedeemInfo }\n  }\n"): typeof import('./graphql').RedeemCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation redeemReset($userData: UserDataInput!) { resetRedeem(userData: $userData) { status } }\n"): typeof import('./graphql').RedeemResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query redeemProducts($userData: UserDataInput!, $page: Int) {\n    redeemProducts(userData: $userData, page: $page) {\n      items { ...RedeemProductFields } total pageCount errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').RedeemProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query redeemProduct($userData: UserDataInput!, $id: Int!) {\n    redeemProduct(userData: $userData, id: $id) { product { ...RedeemProductFields } errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').RedeemProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation redeemAdd($userData: UserDataInput!, $input: RedeemPackageInput!) {\n    addRedeemPackage(userData: $userData, input: $input) { ...RedeemInfo }\n  }\n"): typeof import('./graphql').RedeemAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation update($userData: UserDataInput!, $packageId: String!, $input: RedeemPackageInput!) {\n    updateRedeemPackage(userData: $userData, packageId: $packageId, input: $input) { ...RedeemInfo }\n  }\n"): typeof import('./graphql').UpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation remove($userData: UserDataInput!, $packageId: String!) {\n    removeRedeemPackage(userData: $userData, packageId: $packageId) { ...RedeemInfo }\n  }\n"): typeof import('./graphql').RemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query pageInfo($userData: UserDataInput!, $pageId: String!) {\n    redeemPageInfo(userData: $userData, pageId: $pageId) {\n      page { key companyName title intro info } items { ...RedeemProductFields } total\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').PageInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation redeemDetails($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    saveRedeemDetails(userData: $userData, fields: $fields) { ...RedeemInfo }\n  }\n"): typeof import('./graphql').RedeemDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation redeemPlace($userData: UserDataInput!, $fields: [KeyValue!]!) {\n    addOriginalPackageToCartAndPlaceOrder(userData: $userData, fields: $fields) {\n      kind url orderUuid errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').RedeemPlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query redeemOrder($userData: UserDataInput!, $uuid: String!) {\n    redeemOrder(userData: $userData, uuid: $uuid) {\n      order { uuid status email\n        shipments { id deliveryType packages { id title image amount { currency value } promotionAmount { currency value } note } }\n        totals { total { currency value } byCards { currency value } paidOtherwise { currency value } }\n        paymentMethod remainingBalance { currency value } }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').RedeemOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query redeemUser($userData: UserDataInput!) {\n    getUserInfo(userData: $userData) { user { mainProfile { email firstName lastName } } }\n  }\n"): typeof import('./graphql').RedeemUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query cardDetails($userData: UserDataInput!) {\n    cardDetails(userData: $userData) {\n      status\n      cards { id maskedNumber balance { currency value } expiryDate state product { title path image { url alt } }\n        ledger { date kind amount { currency value } balanceAfter { currency value } } }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').CardDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query reorderView($userData: UserDataInput!, $orderUuid: String, $orderKey: String, $cardId: ID) {\n    reorderView(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey, cardId: $cardId) {\n      source\n      packages {\n        id deliveryType receiver { name email } title quantity amount { currency value }\n        product { id title shortDescription path image backgroundColor showShadow\n          fixedValues { currency value } minPrice { currency value } maxPrice { currency value } }\n        wrapper { title price { currency value } } giftPacking { title price { currency value } } message { text price { currency value } }\n        total { currency value } available unavailableReason\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').ReorderViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation reorder($userData: UserDataInput!, $orderUuid: String, $orderKey: String, $cardId: ID, $packageIds: [ID!]) {\n    reorder(userData: $userData, orderUuid: $orderUuid, orderKey: $orderKey, cardId: $cardId, packageIds: $packageIds) {\n      order { itemCount }\n      unavailable\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').ReorderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query home($userData: UserDataInput!) {\n    page(userData: $userData, path: \"\") { ...ContentPageFields }\n    getBlocksQueue(userData: $userData, queueID: \"most-chosen\") {\n      blocks { product { ...ProductCard } }\n      errors { code message referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').HomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query sitemap($userData: UserDataInput!) {\n    sitemap(userData: $userData) {\n      entries { path lastModified alternates { langCode countryCode origin path isDefault } }\n      errors { code message }\n    }\n  }\n"): typeof import('./graphql').SitemapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query storeData($userData: UserDataInput!) {\n    storeData(userData: $userData) {\n      storeData {\n        menus {\n          footerMenu { menuItems { title menuItems { title path { href type } } } }\n          businessMenu { title menuItems { title path { href type } } }\n          redeemMenu { terms { href type } privacy { href type } support { href type } notice }\n        }\n      }\n      errors { message code }\n    }\n  }\n"): typeof import('./graphql').StoreDataDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
