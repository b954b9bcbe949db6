/**
 * The ids and file the API examples use (the samples' test puts real ones in their place). Apart from
 * api-reference.ts, which reads the whole OpenAPI document: the Chinese catalogue names them too, and
 * must not bring the document into every Chinese page.
 */
/** The app id the examples use. */
export const exampleAppId = 42;
/** The submission id the examples of one submission use (a pending one of app 42 in the samples' test). */
export const exampleSubmissionId = 7;
/** The file the upload examples send, from the folder they run in. */
export const exampleScreenshotFile = 'screenshot.png';
