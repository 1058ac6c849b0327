import type { OrderBody } from '@app/shared';

/** The checkout form: ZOrderBody's fields (the server checks the same schema). */
export type CheckoutValues = OrderBody;
export type CheckoutMethod = CheckoutValues['method'];
