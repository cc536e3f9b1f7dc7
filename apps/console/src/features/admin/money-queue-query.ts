/** A page of open orders reconciliation could not settle; the admin nav counts them from the first page. */
export const reconcileErrorsInput = (page: number) => ({ page, pageSize: 20 });
