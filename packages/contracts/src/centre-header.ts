/**
 * The request header by which the console names the centre (branch) a call is about. Its own module, free of zod,
 * so a page that only calls the API (the washer's phone page) does not download the schemas with it.
 */
export const CENTRE_HEADER = "x-centre-id";
