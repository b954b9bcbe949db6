/** Maximum lengths of free-text fields, shared by schemas, inputs (`maxLength`) and columns. */
export const limits = {
  name: 100,
  company: 200,
  email: 254,
  phone: 40,
  shortText: 200,
  text: 5000,
  url: 500,
  guard: 200,
  password: 128,
  token: 200,
  userAgent: 1000,
  domain: 255,
  searchQuery: 200,
  appDescription: 2000,
  bio: 2000,
  skill: 50,
  skills: 30,
  /** Screenshots uploaded to one submission (the store shows them in a row). */
  screenshotUploads: 5,
  /** Bytes of one uploaded screenshot (2 MB). */
  screenshotBytes: 2 * 1024 * 1024,
  /** Width and height of one uploaded screenshot, in pixels (read from the decoded image, not its name). */
  screenshotMaxPixels: 4096,
  version: 50,
  listLimitMax: 200,
  listLimitDefault: 50,
} as const;
