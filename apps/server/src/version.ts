/** The application's version, reported by the context and the OpenAPI document. */
export const applicationVersion = '0.1.0';
