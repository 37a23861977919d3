/**
 * The contract's length limits (`maxLength` in openapi.yaml) that forms count against, by name.
 * The generated types do not carry `maxLength`, so the values are written here once, each with
 * the place in openapi.yaml it comes from; limits.test.ts reads openapi.yaml and fails when one
 * differs. Forms count and refuse in characters as a person counts them (graphemes) and never
 * cut what was typed; the server counts code points, so a value the UI must cut before sending
 * (a search) is cut to that many code points (utils/graphemes.ts, fitQuery).
 */

/** Where each limit is in openapi.yaml: a JSON pointer to the schema that has the `maxLength`. */
export const CONTRACT_LIMIT_SOURCES = {
  /** The search text of /search and its typed searches. */
  searchQuery: '#/components/parameters/SearchQuery/schema',
  /** What the header search asks suggestions for (GET /search/autocomplete `q`). */
  autocompleteQuery: '#/paths/~1search~1autocomplete/get/parameters/name=q/schema',
  /** The search box of the staff's user list (GET /admin/users `search`). */
  userSearch: '#/paths/~1admin~1users/get/parameters/name=search/schema',
  threadTitle: '#/components/schemas/CreateThreadRequest/properties/title',
  replyContent: '#/components/schemas/ReplyRequest/properties/content',
  categoryTitle: '#/components/schemas/CategoryInput/properties/title',
  categoryDescription: '#/components/schemas/CategoryInput/properties/description',
  /** Reject, request changes (ReasonRequest). */
  reason: '#/components/schemas/ReasonRequest/properties/reason',
  /** Delete Content's reason. */
  removeReason: '#/components/schemas/RemoveContentRequest/properties/reason',
  suspendReason: '#/components/schemas/SuspendRequest/properties/reason',
  contactName: '#/components/schemas/ContactRequest/properties/name',
  contactEmail: '#/components/schemas/ContactRequest/properties/email',
  contactSubject: '#/components/schemas/ContactRequest/properties/subject',
  contactMessage: '#/components/schemas/ContactRequest/properties/message',
  contactResponse: '#/components/schemas/ContactRespondRequest/properties/response',
  profileName: '#/components/schemas/UpdateProfileRequest/properties/name',
  profileEmail: '#/components/schemas/UpdateProfileRequest/properties/email',
  /** Every e-mail address is at most 254 characters (RFC 5321), as isEmailAddress checks. */
  registerEmail: '#/components/schemas/RegisterRequest/properties/email',
  loginEmail: '#/components/schemas/LoginRequest/properties/email',
  resendEmail: '#/components/schemas/ResendVerificationRequest/properties/email',
  /** The meta-tag form's texts (MetaTagInput). */
  metaTitle: '#/components/schemas/MetaTagInput/properties/title',
  metaDescription: '#/components/schemas/MetaTagInput/properties/description',
  metaKeywords: '#/components/schemas/MetaTagInput/properties/keywords',
  metaOgTitle: '#/components/schemas/MetaTagInput/properties/og_title',
  metaOgDescription: '#/components/schemas/MetaTagInput/properties/og_description',
  metaTwitterTitle: '#/components/schemas/MetaTagInput/properties/twitter_title',
  metaTwitterDescription: '#/components/schemas/MetaTagInput/properties/twitter_description',
} as const;

export type ContractLimitName = keyof typeof CONTRACT_LIMIT_SOURCES;

/** The contract's `maxLength` of each field a form counts, in characters. */
export const CONTRACT_LIMITS: Readonly<Record<ContractLimitName, number>> = {
  searchQuery: 255,
  autocompleteQuery: 255,
  userSearch: 255,
  threadTitle: 255,
  replyContent: 20_000,
  categoryTitle: 255,
  categoryDescription: 1_000,
  reason: 1_000,
  removeReason: 1_000,
  suspendReason: 1_000,
  contactName: 255,
  contactEmail: 254,
  contactSubject: 255,
  contactMessage: 5_000,
  contactResponse: 5_000,
  profileName: 255,
  profileEmail: 254,
  registerEmail: 254,
  loginEmail: 254,
  resendEmail: 254,
  metaTitle: 255,
  metaDescription: 500,
  metaKeywords: 500,
  metaOgTitle: 255,
  metaOgDescription: 500,
  metaTwitterTitle: 255,
  metaTwitterDescription: 500,
};
