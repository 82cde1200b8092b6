/** Request and response schemas of the invoices API, shared by the API routes and the web forms. */
export {};
