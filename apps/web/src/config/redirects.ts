// platform.md §9. These belong with the other spec constants in @p2p/shared; they live here until
// that package exports them.

/** After e-mail verification the page follows the server's redirect after this long. */
export const EMAIL_VERIFIED_REDIRECT_MS = 3000;

/** After an account conversion (to corporate or to personal) the page redirects after this long. */
export const ACCOUNT_CONVERSION_REDIRECT_MS = 4000;
