/**
 * Generated from openapi.yaml by scripts/generate-api-types.mjs (openapi-typescript).
 * Do not edit by hand: run `npm run generate:api`. A test fails when this file is stale.
 */

export interface paths {
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a new account
         * @description Public. Creates an unverified `user` account and e-mails a verification link
         *     (`/verify-email?id={id}&hash={hash}`). `name` is the first and last names joined by a space.
         *     Server rules (the spec does not show them; chosen here): name required, at most 255
         *     characters; e-mail required, valid, unique; password at least 6 characters and confirmed.
         *
         *     The `verification` object is returned **only by the demo/mock backend**, so that the demo
         *     can show the link it would have e-mailed; a real backend e-mails it and omits the field.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with e-mail and password
         * @description Public. Returns a new bearer token and the session user; the client stores both
         *     (localStorage keys `token` and `user`). Also the call made by the developer login-test
         *     page (`/login-test`): that page reuses this operation with the same body.
         *
         *     Wrong credentials are a 422 on `email` with "These credentials do not match our records."
         *     (Laravel's convention, not a 401, so that a failed login never looks like an expired
         *     session). An unverified account gets 403 "Please verify your email address before logging
         *     in."; a banned account gets 403 "Your account has been banned.".
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out (revoke the current token)
         * @description Requires a logged-in user. Revokes the token the request was made with. The client clears its stored token and user whatever the answer.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in user
         * @description Requires a logged-in user. Used to confirm a session restored from localStorage (any
         *     failure clears it) and to refresh the profile. Decision: the body is `{user: SessionUser}`
         *     (the spec says "returns user"), the same key login uses.
         */
        get: operations["getAuthUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email/{id}/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify an e-mail address from the link in the verification e-mail
         * @description Public (the link is opened from an e-mail, often in a browser with no session).
         *     `hash` is the SHA-1 of the account's e-mail address, as in Laravel's verification link.
         *     200 with "Email verified successfully." or "Email already verified." (the client counts
         *     both as success). Decision: a hash that does not match the account is a **403** with
         *     "Invalid verification link." (what Laravel's `EmailVerificationRequest` does); an unknown
         *     id is a 404.
         */
        get: operations["verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/resend-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the verification e-mail again
         * @description Public. 422 when the e-mail is missing, malformed or belongs to no account. For an
         *     account that is already verified the answer is 200 "Email already verified." and no
         *     e-mail is sent. Like registration, only the demo/mock backend adds `verification`.
         */
        post: operations["resendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update the logged-in user's name and e-mail
         * @description Requires a logged-in user. Name and e-mail are required; the e-mail must be unique.
         */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the logged-in user's password
         * @description Requires a logged-in user. 422 when `current_password` is wrong ("The provided password
         *     does not match your current password."), or `password` is shorter than 6 characters or
         *     differs from `password_confirmation` (the server enforces the same minimum as the client).
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a new avatar
         * @description Requires a logged-in user. `multipart/form-data` with one file field `avatar`. 422 when
         *     the file is missing, not an image (jpeg, png, gif, webp) or 5 MB or larger
         *     (rule `image|max:5119`).
         */
        post: operations["uploadAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List categories
         * @description Public; an admin token also unlocks `include_inactive`. Decision (the spec only says
         *     "params"): the list is not paginated (a forum has a few dozen categories), so the body is
         *     `{data: Category[]}` with no `meta`. Each category embeds its direct `children`.
         *     With `top_level=true` only main categories (`parent_id` null) are returned, which is what
         *     the forum index and the category picker use (they then keep those that have children).
         *     Categories that are not approved are never listed here (see
         *     `GET /admin/categories/pending`). Order: main categories by title, children by title.
         */
        get: operations["listCategories"];
        put?: never;
        /**
         * Create a category
         * @description Requires admin. `slug` must be unique and is normally derived from the title on the
         *     client (lowercase; runs of non-alphanumerics become one hyphen; edge hyphens trimmed).
         *     `parent_id`, when given, must be a main category. A category created by an admin is
         *     approved at once.
         */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories/id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One category by id
         * @description Public. Includes `children` and `parent`. 404 for unknown or unapproved categories (admins can read unapproved ones).
         */
        get: operations["getCategoryById"];
        /**
         * Update a category
         * @description Requires admin. Full update with the same body as creation. A category cannot become its own parent, and a category with children cannot become a subcategory (422).
         */
        put: operations["updateCategoryById"];
        post?: never;
        /**
         * Delete a category
         * @description Requires admin. Also deletes its subcategories and their threads (the UI asks for confirmation first).
         */
        delete: operations["deleteCategoryById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One category by id (short form)
         * @description Public. The `/categories/{id}` form of `GET /categories/id/{id}`, also used by the client; same behaviour and body.
         */
        get: operations["getCategory"];
        /**
         * Update a category (short form)
         * @description Requires admin. The `/categories/{id}` form of `PUT /categories/id/{id}`; same behaviour and body.
         */
        put: operations["updateCategory"];
        post?: never;
        /**
         * Delete a category (short form)
         * @description Requires admin. The `/categories/{id}` form of `DELETE /categories/id/{id}`; also deletes subcategories and their threads.
         */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories/id/{id}/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Threads of a category, by category id
         * @description Public. Decision (params not shown): `page` and `per_page` (default 15), and the same
         *     body as the slug form: `{category, threads: {data, meta}}`. Only approved threads; sticky
         *     threads first, then newest first. Threads of the category's subcategories are included.
         */
        get: operations["listCategoryThreadsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories/{slug}/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Threads of a category, by category slug
         * @description Public. Used by the category page `/Forum/{slug}`. Decision (the spec does not show the
         *     path): `GET /categories/{slug}/threads` with `page` and `per_page` (default 15), answering
         *     `{category, threads: {data, meta}}`. Only approved threads; sticky threads first, then
         *     newest first; threads of subcategories are included. An unknown slug is a 404 (the page
         *     then shows "The requested category does not exist.").
         */
        get: operations["listCategoryThreadsBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories/id/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Approve a pending category
         * @description Requires admin. Sets `is_approved` true; the category then appears in lists and pickers.
         */
        put: operations["approveCategory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories/id/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reject a pending category
         * @description Requires admin. A reason is required. Request Changes is sent through this call with a
         *     reason prefixed "Changes requested:". The category stays unapproved and leaves the pending
         *     list; the reason is recorded in the moderation log.
         */
        put: operations["rejectCategory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List approved threads
         * @description Public. Only approved threads. The home page asks for 20 per list, the paged list pages
         *     and the forum thread list for 50 (then split into pages on the client), trending for 20
         *     popular. `sort=latest` is newest first; `sort=popular` orders by likes, replies and views.
         *     `category` takes a category slug (or numeric id); an unknown value is ignored and the list
         *     is unfiltered, as the topic pages expect. List items omit `posts`.
         */
        get: operations["listThreads"];
        put?: never;
        /**
         * Create a thread
         * @description Requires a logged-in user. Decision (the spec does not show the path): `POST /threads`,
         *     201 with `{message, data: Thread}`. A thread by anyone but an admin (members and
         *     moderators alike) is created with `status: pending` / `is_approved: false` and the
         *     message "Thread created successfully and is pending approval." (the client looks for
         *     "pending approval" and goes to `/pending-approval`). Decision (issue 18.3): the spec says
         *     a new thread is pending until an admin approves it and names no exception; only admins
         *     approve threads, so a moderator's thread waits like a member's, and only an admin's
         *     own thread, which its author could approve at once anyway, is approved at once ("Thread
         *     created successfully."); the client then goes to `/thread/{data.slug}`.
         *     The server trims the title, sanitises the HTML content and requires at least 10
         *     characters of text in it; the category must exist, be approved and be active.
         */
        post: operations["createThread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/my-pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in user's threads awaiting approval
         * @description Requires a logged-in user. Not paginated (`{data: Thread[]}`, newest first); each thread has `category` and `status: pending`.
         */
        get: operations["listMyPendingThreads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One thread by id, with its posts
         * @description Public. Counts a view. The body is `{data: Thread}` where `posts` holds the top-level
         *     posts (`parent_id` null, oldest first, including the first post, whose id is
         *     `first_post_id`) each with its nested `replies`. A thread that is not approved is a 404
         *     except for its author and staff. With a token, `is_liked` is filled in.
         *
         *     Revalidation (optional for a server; the mock does it): the answer may carry an `ETag`,
         *     for example a weak validator of everything in the body but `views`. A request whose
         *     `If-None-Match` names it gets `304 Not Modified` with an empty body and counts no view.
         *     The client uses it when the server offers it: the thread page's new-replies check (every
         *     30 s) sends the last ETag it holds for the thread (from its own last check, or from the
         *     read that rendered the page) and keeps its cached count on a 304. Against a server that
         *     sends no ETag, each check reads the whole thread. On another origin, the server lists
         *     `If-None-Match` in `Access-Control-Allow-Headers` and `ETag` in
         *     `Access-Control-Expose-Headers`.
         */
        get: operations["getThreadById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One thread by id or slug, with its posts
         * @description Public. The `/threads/{id}` form, also used by the client; it accepts a numeric id or a
         *     slug (search results link by slug). Same behaviour and body as `GET /threads/id/{id}`.
         */
        get: operations["getThread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/pending-approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Threads awaiting approval (approval queue)
         * @description Requires admin. Decision (issue 18.3): the staff spec lists pending thread approvals
         *     among the admin-only call groups and says a new thread is pending until an admin
         *     approves it, so this call and thread approve/reject are an admin's: a moderator gets 403
         *     (the moderator's Approvals tab says approvals are the administrators' and points to
         *     Moderation, where moderators decide reported content). Items are `ApprovalItem`s of
         *     `type: thread`, oldest first, 10 per page. `type` is sent by the client as `threads`.
         */
        get: operations["listPendingThreads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/id/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Approve a pending thread
         * @description Requires admin. A moderator gets 403 (see `listPendingThreads`). Sets `status: approved` and `is_approved: true`; the thread becomes visible to everyone and its author is notified.
         */
        put: operations["approveThread"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/id/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reject a pending thread
         * @description Requires admin. A moderator gets 403 (see `listPendingThreads`). A reason is required;
         *     Request Changes is sent through this call with a reason prefixed "Changes requested:". Sets `status: rejected`; the author is
         *     notified with the reason.
         */
        put: operations["rejectThread"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/id/{id}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Lock a thread (no new replies)
         * @description Requires moderator or admin. Sets `is_locked: true`; replying to a locked thread is then a 403.
         */
        put: operations["lockThread"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/id/{id}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Unlock a thread
         * @description Requires moderator or admin. Sets `is_locked: false`.
         */
        put: operations["unlockThread"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/id/{id}/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Pin a thread (make it sticky)
         * @description Requires moderator or admin. Sets `is_sticky: true`; sticky threads come first in category lists.
         */
        put: operations["pinThread"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/id/{id}/unpin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Unpin a thread
         * @description Requires moderator or admin. Sets `is_sticky: false`.
         */
        put: operations["unpinThread"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/id/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move a thread to another category
         * @description Requires moderator or admin. The target category must exist and be approved (422 otherwise).
         */
        put: operations["moveThread"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/{id}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Posts of a thread
         * @description Public. The fallback refresh of a thread page after a reply. Decision (params not shown):
         *     `page` and `per_page` (default 50, so one page normally holds the whole thread); items are
         *     top-level posts (`parent_id` null, oldest first, the first post included) each with
         *     nested `replies`. 404 when the thread is unknown or not visible to the caller.
         */
        get: operations["listThreadPosts"];
        put?: never;
        /**
         * Reply to a thread
         * @description Requires a logged-in user. `content` is trimmed and must not be empty. The author is the
         *     token's user: `author_id` is accepted for compatibility and ignored; `thread_id`, when
         *     sent, must equal the path id. 403 with "This thread is locked." on a locked thread; 404 on
         *     a thread that is not approved. With an `Idempotency-Key`, a repeat of the same key by the
         *     same user answers as the first did, with the reply it created (no second reply).
         */
        post: operations["createThreadPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a post
         * @description Requires a logged-in user. Creates a post in the same thread whose `parent_id` is the
         *     path id (`parent_id` in the body, when sent, must equal it). `author_id` is ignored, as
         *     for `createThreadPost`. 403 on a locked thread. `Idempotency-Key` as for `createThreadPost`.
         */
        post: operations["replyToPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Hide a post
         * @description Requires moderator or admin. A reason is required; it is recorded in the moderation log. Hidden posts are left out of thread pages for everyone but staff.
         */
        put: operations["hidePost"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/{id}/unhide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Show a hidden post again
         * @description Requires moderator or admin.
         */
        put: operations["unhidePost"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/id/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Like a thread
         * @description Requires a logged-in user. Decision: idempotent — liking an already liked thread changes
         *     nothing and answers the same. The UI's single like button uses the toggle call
         *     (`toggleThreadLike`), which is "the same call both ways".
         */
        post: operations["likeThread"];
        /**
         * Remove the user's like from a thread
         * @description Requires a logged-in user. Idempotent, like `likeThread`.
         */
        delete: operations["unlikeThread"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Like a post
         * @description Requires a logged-in user. Idempotent; the UI's button uses `togglePostLike`.
         */
        post: operations["likePost"];
        /**
         * Remove the user's like from a post
         * @description Requires a logged-in user. Idempotent.
         */
        delete: operations["unlikePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/likes/threads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Toggle the user's like on a thread
         * @description Requires a logged-in user. Likes the thread if the user has not, otherwise removes the like; `liked` and `likes_count` give the new state ("Thread liked" / "Thread unliked").
         */
        post: operations["toggleThreadLike"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/likes/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Toggle the user's like on a post
         * @description Requires a logged-in user. Likes the post if the user has not, otherwise removes the like ("Post liked" / "Post unliked").
         */
        post: operations["togglePostLike"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/likes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Likes on one thread or post
         * @description Public. Newest first. 404 when the thread or post does not exist.
         */
        get: operations["listLikes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image for the rich-text editor
         * @description Requires a logged-in user. Decision (the spec does not show the editor's upload call):
         *     `POST /uploads/images`, `multipart/form-data` with one file field `image`; images only
         *     (jpeg, png, gif, webp), under 5 MB (rule `image|max:5119`), else 422. Answers 201 with the
         *     public `url` that the editor inserts as `<img src>`.
         */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Global search
         * @description Public. `q` is trimmed and must be at least 3 characters (the UI enforces the same rule).
         *     Decision on the result shapes (the spec does not show them):
         *     - `type=all` (default) answers the **grouped** shape `SearchAllResult`:
         *       `{query, type: all, results: {threads, posts, users, categories}}`, each group
         *       `{data, meta}` paged independently with the same `page` and `per_page`.
         *     - a single `type` answers **one paged group**: `{query, type, data, meta}`.
         *     Items: threads are `Thread` (no `posts`), posts are `Post` with `thread {id, title, slug}`,
         *     users are `User` with `threads_count` and `posts_count`, categories are `Category`.
         *     The categories search is this call with `type=categories`. Filters that do not apply to a
         *     type are ignored for it (e.g. `author` for categories). The search page sends
         *     `per_page=20`.
         */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/advanced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Advanced search (with a date range)
         * @description Public. Everything `GET /search` takes, plus `date_from` and `date_to` (inclusive, on `created_at`; `date_to` must not be before `date_from`). Same result shapes as `GET /search`.
         */
        get: operations["advancedSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/autocomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search suggestions while typing
         * @description Public. `q` must be at least 2 characters. Answers `{data: Suggestion[]}`, at most 10,
         *     mixed across types for `type=all`. A suggestion is a plain string or an object tagged
         *     `thread`, `post`, `user` or `category` carrying `title` (threads, posts, categories) or
         *     `name` (users). (The spec's client also accepts a bare array; this contract always wraps
         *     it in `data`.)
         */
        get: operations["searchAutocomplete"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search threads
         * @description Public. The single-group shape of `GET /search` with `type: threads`.
         */
        get: operations["searchThreads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search posts
         * @description Public. The single-group shape of `GET /search` with `type: posts`; each post carries `thread {id, title, slug}` so that results can link to `/threads/{slug}#post-{id}`.
         */
        get: operations["searchPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search users
         * @description Public. The single-group shape of `GET /search` with `type: users`; matches name and username (never e-mail, which public user results omit). Each user has `role`, `created_at`, `threads_count` and `posts_count`. Banned and unapproved users are left out.
         */
        get: operations["searchUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message through the contact form
         * @description Public (a token, when present, links the message to the user). All four fields are required and trimmed; the e-mail must be valid. Stored with `status: pending` for staff (see `contact-forms`).
         */
        post: operations["submitContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meta-tags/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Head tags of one page
         * @description Public. Only an active record is returned; a missing or inactive one is a 404, and the page falls back to its default title, description and keywords.
         */
        get: operations["getPageMetaTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Site statistics (admin dashboard; public overview for the statistics widget)
         * @description Decision: **public for the `overview` group only**. The forum statistics widget reads
         *     `overview.total_threads`, `total_posts` and `total_users` without being an admin, so:
         *     - without a token, or with a token of a user who is not an admin, the answer is 200 with
         *       only `overview` (the other groups are omitted);
         *     - with an admin token every group is present (admin dashboard and User Management tab
         *       counts).
         *     The call never answers 401 or 403, so an anonymous read can never clear a stored
         *     session; an invalid token is treated as a guest. The widget still shows its fixed
         *     fallback numbers when the call fails (network, 429, 500).
         *     `overview.latest_member` is an addition for the widget's "latest member" line.
         */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users (User Management)
         * @description Requires admin. Newest first, 10 per page. `filter` picks a tab; `search` matches name, username or e-mail.
         */
        get: operations["adminListUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a user's role
         * @description Requires admin. Any role can be set; an admin cannot change their own role (403, "You cannot manage your own account.").
         */
        put: operations["adminUpdateUserRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/ban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ban a user
         * @description Requires admin. Sets `is_banned: true` and `status: banned`, and revokes the user's tokens. Not on oneself (403).
         */
        put: operations["adminBanUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/unban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Unban a user
         * @description Requires admin. Sets `is_banned: false` and `status: active`. Not on oneself (403).
         */
        put: operations["adminUnbanUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a user
         * @description Requires admin. Cannot be undone (the UI confirms first). Not on oneself (403).
         */
        delete: operations["adminDeleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registrations awaiting approval
         * @description Requires admin. `ApprovalItem`s of `type: user`, oldest first, 10 per page.
         */
        get: operations["adminListPendingUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/id/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Approve a pending registration
         * @description Requires admin. Sets `is_approved: true`, `approved_at` and `status: active`.
         */
        put: operations["adminApproveUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/id/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reject a pending registration
         * @description Requires admin. A reason is required (Request Changes sends it prefixed "Changes requested:"). The user stays unapproved, leaves the pending list and is e-mailed the reason.
         */
        put: operations["adminRejectUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/categories/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Categories awaiting approval
         * @description Requires admin. `ApprovalItem`s of `type: category`, oldest first, 10 per page. Approve and reject through `PUT /categories/id/{id}/approve|reject`.
         */
        get: operations["adminListPendingCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/meta-tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All meta-tag records (Meta Tags tab)
         * @description Requires admin. Not paginated (one record per page key, a few dozen at most), ordered by `page`; inactive records included.
         */
        get: operations["adminListMetaTags"];
        put?: never;
        /**
         * Create the meta tags of a page
         * @description Requires admin. `page`, `title` and `description` are required; `page` must be unique; image and canonical fields must be URLs.
         */
        post: operations["adminCreateMetaTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/meta-tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update the meta tags of a page
         * @description Requires admin. `page` is fixed once created and is not part of the body; `title` and `description` are required.
         */
        put: operations["adminUpdateMetaTag"];
        post?: never;
        /**
         * Delete the meta tags of a page
         * @description Requires admin. The page then falls back to its default head tags.
         */
        delete: operations["adminDeleteMetaTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/meta-tags/{id}/toggle-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Activate or deactivate a meta-tag record
         * @description Requires admin. Flips `is_active`; an inactive record is not served by `GET /meta-tags/{page}`.
         */
        put: operations["adminToggleMetaTagStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderator/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Moderator dashboard counts
         * @description Requires moderator or admin. Counts of reported content, pending reviews and actions taken today, this week and this month (by all staff).
         */
        get: operations["getModeratorStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderator/reported-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reports on threads and posts (moderation queue)
         * @description Requires moderator or admin. Newest first, 10 per page. Without `status` all reports are listed.
         */
        get: operations["listReportedContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderator/content/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Keep reported content (dismiss its reports)
         * @description Requires moderator or admin. Decision: `{id}` is the reported thread's or post's id
         *     (`Report.content_id`) and `type` says which. The content is kept (a pending thread is
         *     approved only when the caller is an admin; for a moderator it stays pending, since only
         *     admins approve threads) and every pending report on it becomes `dismissed`. The report card's
         *     Approve and Dismiss Report buttons, and the end of Warn User ("warns the author and then
         *     dismisses the report"), all use this call. Logged as `approve`.
         */
        put: operations["approveContent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderator/content/{id}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Delete reported content
         * @description Requires moderator or admin. `{id}` and `type` as for `approveContent`; a reason is required. The thread or post is deleted (a thread with its posts), its pending reports become `resolved`, and the author is notified. Logged as `delete`.
         */
        put: operations["removeContent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderator/users/{id}/warn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Warn a user
         * @description Requires moderator or admin. A non-blank reason is required (the UI pre-fills "Content violation"). Not on oneself or on an admin (403). The user is notified. Logged as `warn`.
         */
        post: operations["warnUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderator/users/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend a user for a while
         * @description Requires moderator or admin. `duration` defaults to `1_day`; a non-blank reason is required. While suspended the user's protected calls answer 403. Not on oneself or on an admin (403). Logged as `suspend`.
         */
        post: operations["suspendUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderator/users/{id}/warnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's warnings
         * @description Requires moderator or admin. Not paginated (`{data: Warning[]}`), newest first.
         */
        get: operations["listUserWarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderator/users/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Moderation actions that concerned a user
         * @description Requires moderator or admin. Log entries whose affected user (`user`) is this user, newest first, 10 per page.
         */
        get: operations["listUserModerationHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/moderator/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The moderation log (Moderation History)
         * @description Requires moderator or admin. Newest first, 50 per page. Decision (log fields not shown):
         *     entries are `ModerationEntry` records — action, target type and id, affected user,
         *     moderator, reason, description and date.
         */
        get: operations["listModerationLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's profile counts
         * @description Public (counts are shown on profiles). `{data: UserStats, user: User}`; the canonical names are `threads_count`, `posts_count`, `likes_count` (likes received) and `join_date`, and the aliases the client also accepts are allowed. Decision (the spec names `/users/{id}` as a page but no call that reads a member's name and role): `user` is the member's public record (name, username, role, avatar, bio, joined date; staff and the member themself also get the private fields), so the public member page needs this one public call.
         */
        get: operations["getUserStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's threads, posts and recent activity (Activity tab)
         * @description Requires a logged-in user: oneself, or any user for moderators and admins (403
         *     otherwise). Decision (shape not shown): one call fills the three sub-tabs,
         *     `{threads, posts, recent_activity}`, each a paged group (`{data, meta}`, newest first)
         *     using the same `page` and `per_page` (default 10); the tab counts are each group's
         *     `meta.total`.
         */
        get: operations["getUserActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in user's preferences
         * @description Requires a logged-in user. Decision (fields not shown) — see `Preferences`. A user who never saved any gets the defaults.
         */
        get: operations["getPreferences"];
        /**
         * Update the logged-in user's preferences
         * @description Requires a logged-in user. A partial update (Laravel `sometimes` rules); fields left out keep their value, and a field sent blank is refused as required. A body with none of the preference fields is refused with 422 (`preferences`, "The preferences field is required."). Answers the full preferences.
         */
        put: operations["updatePreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in user's notifications
         * @description Requires a logged-in user. Decision (fields not shown) — see `Notification`. Newest first, 15 per page; the body also carries `unread_count` (all unread, not just this page).
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark one notification as read
         * @description Requires a logged-in user; only one's own notifications (others are a 404). Idempotent.
         */
        put: operations["markNotificationRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark all notifications as read
         * @description Requires a logged-in user. `updated` is how many were unread.
         */
        put: operations["markAllNotificationsRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one notification
         * @description Requires a logged-in user; only one's own notifications (others are a 404).
         */
        delete: operations["deleteNotification"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/system/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health check
         * @description Public (like Laravel's `/up`; it reveals no data). 200 when every check passes, 503 with the same body when one fails.
         */
        get: operations["getSystemHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/system/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server and application statistics
         * @description Requires admin. Decision (fields not shown) — see `SystemStats`.
         */
        get: operations["getSystemStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact-forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contact messages (staff)
         * @description Requires moderator or admin. Newest first, 15 per page. `search` matches name, e-mail, subject and message.
         */
        get: operations["listContactForms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact-forms/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a contact message's status
         * @description Requires moderator or admin. Any status can be set from any other.
         */
        put: operations["updateContactFormStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact-forms/{id}/respond": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a contact message
         * @description Requires moderator or admin. The response must be non-blank. It is e-mailed to the sender and stored as `admin_response` with `responder` and `responded_at`; the status becomes `resolved`. A message that already has a response is a 422.
         */
        post: operations["respondToContactForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact-forms/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contact message counts
         * @description Requires moderator or admin. Counts by status, and `recent` = received in the last 7 days.
         */
        get: operations["getContactFormStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Lowercase words joined by single hyphens.
         * @example device-hardware
         */
        Slug: string;
        /**
         * @description A `#rrggbb` colour.
         * @example #3b82f6
         */
        HexColor: string;
        /**
         * @description User role; `user` by default.
         * @enum {string}
         */
        Role: "user" | "moderator" | "admin";
        /**
         * @description Decision (values not shown) — `pending` until approved, `active`, `suspended` while a suspension runs, `banned`.
         * @enum {string}
         */
        UserStatus: "active" | "pending" | "suspended" | "banned";
        /**
         * @description User Management tab.
         * @default all
         * @enum {string}
         */
        UserListFilter: "all" | "banned" | "moderators" | "admins";
        /**
         * @description Decision (the spec does not name thread statuses) — `pending` until approved, then `approved`, or `rejected`. `is_approved` is true exactly when `approved`.
         * @enum {string}
         */
        ThreadStatus: "pending" | "approved" | "rejected";
        /**
         * @description `latest` = newest first; `popular` = by likes, replies and views.
         * @default latest
         * @enum {string}
         */
        ThreadSort: "latest" | "popular";
        /**
         * @description Kind of content a report or moderation action is about.
         * @enum {string}
         */
        ContentType: "thread" | "post";
        /** @enum {string} */
        LikeableType: "thread" | "post";
        /** @enum {string} */
        ReportStatus: "pending" | "resolved" | "dismissed";
        /** @enum {string} */
        ReportReason: "spam" | "inappropriate" | "harassment" | "copyright" | "other";
        /** @enum {string} */
        ModerationAction: "approve" | "delete" | "warn" | "lock" | "unlock" | "pin" | "unpin" | "hide" | "unhide" | "move" | "reject" | "suspend" | "ban" | "unban";
        /**
         * @description What a moderation log entry acted on.
         * @enum {string}
         */
        ModerationTargetType: "thread" | "post" | "user" | "category";
        /**
         * @default 1_day
         * @enum {string}
         */
        SuspensionDuration: "1_day" | "3_days" | "1_week" | "2_weeks" | "1_month";
        /** @enum {string} */
        ApprovalType: "thread" | "user" | "category";
        /** @enum {string} */
        ApprovalStatus: "pending" | "approved" | "rejected";
        /** @enum {string} */
        ActivityType: "thread_created" | "post_created" | "thread_liked" | "post_liked" | "thread_replied" | "post_replied" | "thread" | "post";
        /** @enum {string} */
        ContactStatus: "pending" | "in_progress" | "resolved" | "closed";
        /**
         * @description Decision (not shown) — what happened.
         * @enum {string}
         */
        NotificationType: "thread_reply" | "post_reply" | "mention" | "thread_liked" | "post_liked" | "thread_approved" | "thread_rejected" | "warning" | "suspension" | "contact_response" | "system";
        /**
         * @default system
         * @enum {string}
         */
        Theme: "light" | "dark" | "system";
        /** @enum {string} */
        SearchType: "all" | "categories" | "threads" | "posts" | "users";
        /**
         * @description `name` applies to users and categories; `relevance` is the default (users default to `name`).
         * @enum {string}
         */
        SearchSort: "relevance" | "newest" | "oldest" | "name";
        /** @enum {string} */
        SuggestionType: "thread" | "post" | "user" | "category";
        /**
         * @description Page key derived from the front-end route.
         * @enum {string}
         */
        MetaPageKey: "home" | "login" | "signup" | "contact" | "about" | "news" | "forum" | "articles" | "discussions" | "tech-news" | "products" | "events" | "gaming" | "general-tech" | "hardware" | "support" | "team" | "profile" | "trending" | "statistics" | "shoutbox" | "search" | "admin";
        /** @enum {string} */
        HealthCheckStatus: "ok" | "fail";
        /** @description Laravel's error body. */
        ErrorMessage: {
            message: string;
        };
        /** @description Laravel's 422 body. */
        ValidationErrorBody: {
            message: string;
            /** @description Field name (dotted for nested fields) → its messages. */
            errors: {
                [key: string]: string[];
            };
        };
        MessageResult: {
            message: string;
        };
        /** @description Laravel paginator meta. */
        PaginationMeta: {
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
            /** @description Position of the first item on this page; null when the page is empty. */
            from: number | null;
            /** @description Position of the last item on this page; null when the page is empty. */
            to: number | null;
            /** @description The URL of the list without query. */
            path?: string;
        };
        /** @description Laravel paginator links. */
        PaginationLinks: {
            first: string | null;
            last: string | null;
            prev: string | null;
            next: string | null;
        };
        /** @description A user as embedded in other resources (author, reporter, moderator, responder, ...). */
        UserSummary: {
            id: number;
            name: string;
            username?: string | null;
            /** Format: uri-reference */
            avatar_url?: string | null;
        };
        /** @description The logged-in user, as stored in localStorage under `user`. */
        SessionUser: {
            id: number;
            name: string;
            /** Format: email */
            email: string;
            /** @default user */
            role: components["schemas"]["Role"];
            username?: string | null;
            /** Format: uri-reference */
            avatar_url?: string | null;
            /** Format: date-time */
            email_verified_at?: string | null;
            /** Format: date-time */
            created_at?: string;
        };
        /**
         * @description A user's profile counts. Canonical names: `threads_count`, `posts_count`, `likes_count`
         *     (likes received) and `join_date`. The aliases the client also accepts are allowed:
         *     `threads` / `total_threads`, `posts` / `total_posts`, `likes` / `total_likes`, and
         *     `created_at` for the join date. The client normalises them.
         */
        UserStats: {
            threads_count?: number;
            posts_count?: number;
            likes_count?: number;
            /** Format: date-time */
            join_date?: string;
            /** @description Alias of threads_count. */
            threads?: number;
            /** @description Alias of threads_count. */
            total_threads?: number;
            /** @description Alias of posts_count. */
            posts?: number;
            /** @description Alias of posts_count. */
            total_posts?: number;
            /** @description Alias of likes_count. */
            likes?: number;
            /** @description Alias of likes_count. */
            total_likes?: number;
            /**
             * Format: date-time
             * @description Alias of join_date.
             */
            created_at?: string;
        };
        /**
         * @description A user. `email`, `last_login_at`, `is_banned`, `is_approved`, `status` and
         *     `approved_at` are sent to staff and to the user themself; public results (search,
         *     profiles) omit them. `threads_count` / `posts_count` are present in search results.
         */
        User: {
            id: number;
            name: string;
            /** Format: email */
            email?: string;
            username?: string | null;
            role: components["schemas"]["Role"];
            /** Format: uri-reference */
            avatar_url?: string | null;
            bio?: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_login_at?: string | null;
            /** Format: date-time */
            email_verified_at?: string | null;
            is_banned?: boolean;
            is_approved?: boolean;
            status?: components["schemas"]["UserStatus"];
            /** Format: date-time */
            approved_at?: string | null;
            /** Format: date-time */
            suspended_until?: string | null;
            stats?: components["schemas"]["UserStats"];
            threads_count?: number;
            posts_count?: number;
        };
        /** @description A category as embedded in other resources. `title` and `name` are aliases (the client normalises). */
        CategoryRef: {
            id: number;
            slug: components["schemas"]["Slug"];
            title?: string;
            /** @description Alias of title. */
            name?: string;
            color?: components["schemas"]["HexColor"];
            children?: components["schemas"]["CategoryRef"][];
        };
        /**
         * @description A forum category: a main category (`parent_id` null) or a subcategory. `title` / `name`,
         *     `threads_count` / `thread_count` and `posts_count` / `post_count` are aliases; the
         *     canonical names are `title`, `threads_count` and `posts_count`.
         */
        Category: {
            id: number;
            slug: components["schemas"]["Slug"];
            title?: string;
            /** @description Alias of title. */
            name?: string;
            description?: string | null;
            /** @description Null for a main category. */
            parent_id: number | null;
            /** @description The parent category; null for a main category. */
            parent?: components["schemas"]["CategoryRef"] | null;
            /** @description Direct subcategories. */
            children?: components["schemas"]["Category"][];
            is_approved: boolean;
            is_active: boolean;
            /** @default #3b82f6 */
            color: components["schemas"]["HexColor"];
            threads_count?: number;
            /** @description Alias of threads_count. */
            thread_count?: number;
            posts_count?: number;
            /** @description Alias of posts_count. */
            post_count?: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at?: string;
        };
        /** @description A thread as embedded in other resources (a post's thread, an activity item). */
        ThreadRef: {
            id: number;
            title: string;
            slug: components["schemas"]["Slug"];
            category?: components["schemas"]["CategoryRef"] | null;
        };
        /**
         * @description A thread. The reply count may arrive as `posts_count`, `replies_count` or `reply_count`
         *     (canonical: `replies_count`, which excludes the first post). `posts`, `first_post_id`
         *     and `first_post` are sent by the thread page calls; lists omit `posts`.
         */
        Thread: {
            id: number;
            slug: components["schemas"]["Slug"];
            title: string;
            /** @description Sanitised HTML of the first post. */
            content: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at?: string;
            is_featured: boolean;
            is_sticky: boolean;
            is_approved: boolean;
            is_locked?: boolean;
            status: components["schemas"]["ThreadStatus"];
            /** @description Null when the account no longer exists (shown as Anonymous). */
            author: components["schemas"]["UserSummary"] | null;
            author_id?: number | null;
            /** @description Null when the category no longer exists (shown as General). */
            category: components["schemas"]["CategoryRef"] | null;
            category_id?: number | null;
            /** @description Top-level posts (oldest first, the first post included), each with nested `replies`. */
            posts?: components["schemas"]["Post"][];
            first_post_id?: number | null;
            /** @description The opening post. */
            first_post?: {
                id?: number;
                content: string;
            } | null;
            replies_count?: number;
            /** @description Alias of replies_count. */
            posts_count?: number;
            /** @description Alias of replies_count. */
            reply_count?: number;
            likes_count: number;
            views: number;
            /** @description Whether the caller likes it; only with a token (absent means false). */
            is_liked?: boolean;
        };
        /** @description A post (the first post of a thread, a reply to it, or a reply to a reply). `thread` is present in search results and activity. */
        Post: {
            id: number;
            /** @description Sanitised HTML (or plain text). */
            content: string;
            /** @description Null for a top-level post. */
            parent_id: number | null;
            thread_id: number;
            author_id?: number | null;
            author: components["schemas"]["UserSummary"] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at?: string;
            likes_count: number;
            /** @description Whether the caller likes it; only with a token (absent means false). */
            is_liked?: boolean;
            /** @description Only staff ever receive hidden posts. */
            is_hidden?: boolean;
            /** @description Nested replies, oldest first. */
            replies?: components["schemas"]["Post"][];
            thread?: components["schemas"]["ThreadRef"];
        };
        Like: {
            id: number;
            user_id: number;
            likeable_type: components["schemas"]["LikeableType"];
            likeable_id: number;
            /** Format: date-time */
            created_at: string;
            user?: components["schemas"]["UserSummary"];
        };
        /** @description The reported thread or post, for the report card. */
        ReportedContent: {
            id: number;
            /** @description The thread's title (for a post, its thread's title). */
            title?: string | null;
            content: string;
            /** @description The content's author. */
            user: components["schemas"]["UserSummary"] | null;
            category?: components["schemas"]["CategoryRef"] | null;
            /** Format: date-time */
            created_at: string;
        };
        /** @description A user's report of a thread or post. `type` is an alias of `content_type`. */
        Report: {
            id: number;
            type?: components["schemas"]["ContentType"];
            content_type: components["schemas"]["ContentType"];
            /** @description Id of the reported thread or post (the path id of the content actions). */
            content_id: number;
            status: components["schemas"]["ReportStatus"];
            /** @description Null when the reporter gave none (shown as 'No specific reason provided'). */
            reason: components["schemas"]["ReportReason"] | null;
            /** @description Null when the account no longer exists (shown as Anonymous). */
            reporter: components["schemas"]["UserSummary"] | null;
            /** @description Null when the content has been deleted. */
            content: components["schemas"]["ReportedContent"] | null;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description One moderation log entry (Moderation History, the moderation log, a user's history).
         *     Decision (log fields not shown): what was done (`action`), to what (`content_type`,
         *     `content_id`), whom it affected (`user`), by whom (`moderator`), why (`reason`), a
         *     readable `description`, and when.
         */
        ModerationEntry: {
            id: number;
            action: components["schemas"]["ModerationAction"];
            content_type: components["schemas"]["ModerationTargetType"] | null;
            content_id: number | null;
            /** @example Locked thread "Best budget GPUs of 2024" */
            description: string | null;
            reason: string | null;
            moderator: components["schemas"]["UserSummary"] | null;
            /** @description The user the action affected (the content's author, or the warned/suspended/banned user). */
            user: components["schemas"]["UserSummary"] | null;
            /** Format: date-time */
            created_at: string;
        };
        Warning: {
            id: number;
            user_id: number;
            reason: string;
            moderator: components["schemas"]["UserSummary"] | null;
            /** Format: date-time */
            created_at: string;
        };
        Suspension: {
            id: number;
            user_id: number;
            duration: components["schemas"]["SuspensionDuration"];
            reason: string;
            moderator: components["schemas"]["UserSummary"] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            ends_at: string;
        };
        /** @description Details of the item under review (user fields for users, category fields for categories). */
        ApprovalContent: {
            name?: string;
            /** Format: email */
            email?: string;
            username?: string | null;
            role?: components["schemas"]["Role"];
            bio?: string | null;
            title?: string;
            slug?: components["schemas"]["Slug"];
            description?: string | null;
            parent?: components["schemas"]["CategoryRef"] | null;
            color?: components["schemas"]["HexColor"];
        };
        /**
         * @description One item of an approval queue. Threads fill `title`, `author`, `category` and
         *     `reply_count`; users fill `name`, `email`, `username` and `role`; categories fill
         *     `title` and `slug`. `content` repeats the details under review.
         */
        ApprovalItem: {
            /** @description Id of the thread, user or category. */
            id: number;
            type: components["schemas"]["ApprovalType"];
            status: components["schemas"]["ApprovalStatus"];
            is_approved: boolean;
            title?: string | null;
            author?: components["schemas"]["UserSummary"] | null;
            category?: components["schemas"]["CategoryRef"] | null;
            reply_count?: number;
            name?: string;
            /** Format: email */
            email?: string;
            username?: string | null;
            role?: components["schemas"]["Role"];
            slug?: components["schemas"]["Slug"];
            content?: components["schemas"]["ApprovalContent"];
            /** Format: date-time */
            created_at: string;
        };
        /** @description One line of a user's Recent Activity. */
        ActivityItem: {
            /** @description Unique within the feed, e.g. `post-42`. */
            id: string;
            type: components["schemas"]["ActivityType"];
            /** @description The thread concerned (its title is shown). */
            thread: components["schemas"]["ThreadRef"] | null;
            description: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** @description Site statistics. Only `overview` is sent to callers who are not admins (see `getAdminStats`). */
        AdminStats: {
            overview: {
                total_users: number;
                total_threads: number;
                total_posts: number;
                /** @description The newest approved member, for the statistics widget. */
                latest_member?: components["schemas"]["UserSummary"] | null;
            };
            users?: {
                total: number;
                banned: number;
                moderators: number;
                admins: number;
                pending: number;
            };
            threads?: {
                total: number;
                pending: number;
            };
            posts?: {
                total: number;
            };
            approvals?: {
                /** @description Items approved today. */
                today: number;
            };
        };
        ModeratorStats: {
            /** @description Pending reports. */
            reported_content: number;
            /** @description Threads awaiting approval. */
            pending_reviews: number;
            moderated_today: number;
            moderated_week: number;
            moderated_month: number;
        };
        ContactForm: {
            id: number;
            name: string;
            /** Format: email */
            email: string;
            subject: string;
            message: string;
            status: components["schemas"]["ContactStatus"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at?: string;
            admin_response: string | null;
            responder: components["schemas"]["UserSummary"] | null;
            /** Format: date-time */
            responded_at: string | null;
        };
        ContactStats: {
            total: number;
            pending: number;
            in_progress: number;
            resolved: number;
            closed: number;
            /** @description Received in the last 7 days. */
            recent: number;
        };
        /** @description The editable fields of a meta-tag record (the update body). */
        MetaTagInput: {
            title: string;
            description: string;
            /** @description Comma-separated. */
            keywords?: string | null;
            og_title?: string | null;
            og_description?: string | null;
            /** Format: uri */
            og_image?: string | null;
            twitter_title?: string | null;
            twitter_description?: string | null;
            /** Format: uri */
            twitter_image?: string | null;
            /** Format: uri */
            canonical_url?: string | null;
            /** @default true */
            is_active: boolean;
        };
        /** @description The creation body — the editable fields plus the page key, which cannot change afterwards. */
        MetaTagCreateRequest: WithRequired<components["schemas"]["MetaTagInput"], "title" | "description"> & {
            page: components["schemas"]["MetaPageKey"];
        };
        /** @description The head tags of one page (every field present; unset ones are null). */
        MetaTag: WithRequired<components["schemas"]["MetaTagInput"], "title" | "description" | "keywords" | "og_title" | "og_description" | "og_image" | "twitter_title" | "twitter_description" | "twitter_image" | "canonical_url" | "is_active"> & {
            id: number;
            page: components["schemas"]["MetaPageKey"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description Decision (fields not shown): a Laravel database notification flattened for the client —
         *     `type` (what happened), a short `title`, a one-line `message`, `data` with the ids and
         *     link it concerns, and `read_at` (null while unread).
         */
        Notification: {
            /** Format: uuid */
            id: string;
            type: components["schemas"]["NotificationType"];
            title: string;
            message: string;
            /** @description What the notification is about; further keys may appear. */
            data: {
                /** @description Front-end path to open, e.g. /threads/best-budget-gpus#post-42. */
                url?: string | null;
                thread_id?: number | null;
                post_id?: number | null;
                actor?: components["schemas"]["UserSummary"];
            } & {
                [key: string]: unknown;
            };
            /** Format: date-time */
            read_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** @description Preference fields; every field is optional in an update. */
        PreferencesInput: {
            /**
             * @description Master switch for notification e-mails.
             * @default true
             */
            email_notifications: boolean;
            /**
             * @description Notify about replies to my threads and posts.
             * @default true
             */
            reply_notifications: boolean;
            /**
             * @description Notify about likes on my content.
             * @default true
             */
            like_notifications: boolean;
            /**
             * @description Notify about @-mentions.
             * @default true
             */
            mention_notifications: boolean;
            /** @default false */
            newsletter: boolean;
            theme?: components["schemas"]["Theme"];
            /**
             * @description BCP 47 tag, e.g. en or fil.
             * @default en
             */
            language: string;
        };
        /** @description Decision (fields not shown) — the user's preferences, every field present. */
        Preferences: WithRequired<components["schemas"]["PreferencesInput"], "email_notifications" | "reply_notifications" | "like_notifications" | "mention_notifications" | "newsletter" | "theme" | "language">;
        /** @description Decision (fields not shown) — overall status and one result per dependency. */
        SystemHealth: {
            /** @enum {string} */
            status: "ok" | "degraded" | "down";
            /** Format: date-time */
            timestamp: string;
            checks: {
                database: components["schemas"]["HealthCheckStatus"];
                cache: components["schemas"]["HealthCheckStatus"];
                storage: components["schemas"]["HealthCheckStatus"];
                queue?: components["schemas"]["HealthCheckStatus"];
            };
        };
        /** @description Decision (fields not shown) — runtime versions and resource figures for admins. */
        SystemStats: {
            app_version: string;
            php_version: string;
            laravel_version: string;
            /** @example production */
            environment: string;
            /** Format: date-time */
            server_time: string;
            uptime_seconds?: number | null;
            database_size_bytes?: number | null;
            storage_used_bytes?: number | null;
            cache_driver?: string;
            queue_pending_jobs?: number;
            failed_jobs?: number;
        };
        /** @description A tagged suggestion; threads, posts and categories carry `title`, users `name`. */
        SuggestionItem: {
            type: components["schemas"]["SuggestionType"];
            id: number;
            title?: string;
            name?: string;
            slug?: string;
        };
        /** @description A plain string or a tagged suggestion object. */
        Suggestion: string | components["schemas"]["SuggestionItem"];
        /**
         * @example {
         *       "name": "Maria Santos",
         *       "email": "maria@example.org",
         *       "password": "secret123",
         *       "password_confirmation": "secret123"
         *     }
         */
        RegisterRequest: {
            /** @description First and last names joined by a space. */
            name: string;
            /**
             * Format: email
             * @description At most 254 characters: the longest address SMTP carries (RFC 5321, a 256-octet path less its angle brackets).
             */
            email: string;
            password: string;
            /** @description Must equal password. */
            password_confirmation: string;
        };
        LoginRequest: {
            /**
             * Format: email
             * @description At most 254 characters: the longest address SMTP carries (RFC 5321, a 256-octet path less its angle brackets).
             */
            email: string;
            password: string;
        };
        ResendVerificationRequest: {
            /**
             * Format: email
             * @description At most 254 characters: the longest address SMTP carries (RFC 5321, a 256-octet path less its angle brackets).
             */
            email: string;
        };
        UpdateProfileRequest: {
            name: string;
            /**
             * Format: email
             * @description At most 254 characters: the longest address SMTP carries (RFC 5321, a 256-octet path less its angle brackets).
             */
            email: string;
        };
        ChangePasswordRequest: {
            current_password: string;
            password: string;
            /** @description Must equal password. */
            password_confirmation: string;
        };
        AvatarUploadRequest: {
            /**
             * Format: binary
             * @description An image (jpeg, png, gif or webp) smaller than 5 MB.
             */
            avatar: string;
        };
        ImageUploadRequest: {
            /**
             * Format: binary
             * @description An image (jpeg, png, gif or webp) smaller than 5 MB.
             */
            image: string;
        };
        /** @description Create and update body of a category. */
        CategoryInput: {
            title: string;
            slug: components["schemas"]["Slug"];
            description?: string | null;
            /** @description A main category's id; null (default) makes a main category. */
            parent_id?: number | null;
            /** @default #3b82f6 */
            color: components["schemas"]["HexColor"];
            /** @default true */
            is_active: boolean;
        };
        CreateThreadRequest: {
            /** @description Trimmed by client and server. */
            title: string;
            /** @description HTML from the rich-text editor; at least 10 characters of text once tags are stripped. */
            content: string;
            category_id: number;
        };
        CreatePostRequest: {
            /** @description Trimmed; must not be blank. The limit is of this HTML as sent. The client's composer counts what the person typed against it (in graphemes) and refuses more before sending; the markup it adds (`<p>`, `<br>`, escaped `&<>"'`) can take a reply near the limit over it, and the 422 on `content` is then shown by the field. */
            content: string;
            /** @description When sent, must equal the path id. */
            thread_id?: number;
            /** @description Ignored (the author is the token's user); when sent it must still be an id, else 422. */
            author_id?: number;
            /** @description A post of the same thread to reply to; null for a reply to the thread. */
            parent_id?: number | null;
        };
        ReplyRequest: {
            /** @description Trimmed; must not be blank. The limit is of this HTML as sent. The client's composer counts what the person typed against it (in graphemes) and refuses more before sending; the markup it adds (`<p>`, `<br>`, escaped `&<>"'`) can take a reply near the limit over it, and the 422 on `content` is then shown by the field. */
            content: string;
            /** @description When sent, must equal the path id. */
            parent_id?: number;
            /** @description Ignored (the author is the token's user); when sent it must still be an id, else 422. */
            author_id?: number;
        };
        /** @description Body of the calls that need a reason (reject, hide, warn). */
        ReasonRequest: {
            /** @description Must not be blank. */
            reason: string;
        };
        MoveThreadRequest: {
            category_id: number;
        };
        UpdateRoleRequest: {
            role: components["schemas"]["Role"];
        };
        ModerateContentRequest: {
            type: components["schemas"]["ContentType"];
        };
        RemoveContentRequest: {
            type: components["schemas"]["ContentType"];
            reason: string;
        };
        SuspendRequest: {
            duration?: components["schemas"]["SuspensionDuration"];
            reason: string;
        };
        ContactRequest: {
            name: string;
            /**
             * Format: email
             * @description At most 254 characters: the longest address SMTP carries (RFC 5321, a 256-octet path less its angle brackets).
             */
            email: string;
            subject: string;
            message: string;
        };
        ContactStatusRequest: {
            status: components["schemas"]["ContactStatus"];
        };
        ContactRespondRequest: {
            /** @description Must not be blank. */
            response: string;
        };
        /** @description The parts of the verification link (`/verify-email?id={id}&hash={hash}`). Demo/mock backend only. */
        VerificationLink: {
            id: number;
            hash: string;
        };
        RegisterResult: {
            /** @example Registration successful! Please check your email to verify your account. */
            message: string;
            user: components["schemas"]["SessionUser"];
            /** @description Only from the demo/mock backend, so that the demo can show the link; a real backend e-mails it and omits this. */
            verification?: components["schemas"]["VerificationLink"];
        };
        LoginResult: {
            /** @example Login successful */
            message: string;
            user: components["schemas"]["SessionUser"];
            /** @description Bearer token. */
            token: string;
            /** @enum {string} */
            token_type?: "Bearer";
        };
        AuthUserResult: {
            user: components["schemas"]["SessionUser"];
        };
        VerificationSentResult: {
            /**
             * @example Verification email sent successfully.
             * @example Email already verified.
             */
            message: string;
            /** @description Only from the demo/mock backend (see `register`). */
            verification?: components["schemas"]["VerificationLink"];
        };
        ProfileUpdateResult: {
            /** @example Profile updated successfully. */
            message: string;
            user: components["schemas"]["SessionUser"];
        };
        AvatarUploadResult: {
            /** @example Avatar updated successfully. */
            message: string;
            /** Format: uri-reference */
            avatar_url: string;
            user: components["schemas"]["SessionUser"];
        };
        ImageUploadResult: {
            /**
             * Format: uri-reference
             * @description Public URL of the stored image.
             */
            url: string;
        };
        LikeResult: {
            /**
             * @example Thread liked
             * @example Thread unliked
             * @example Post liked
             * @example Post unliked
             */
            message: string;
            /** @description Whether the user now likes it. */
            liked: boolean;
            /** @description The new total. */
            likes_count: number;
        };
        ReadAllResult: {
            message: string;
            /** @description How many notifications were unread. */
            updated: number;
        };
        /** @description A category and one page of its threads. */
        CategoryThreadsResult: {
            category: components["schemas"]["Category"];
            threads: components["schemas"]["ThreadPage"];
        };
        /** @description The three Activity sub-tabs, each one page. */
        UserActivityResult: {
            threads: components["schemas"]["ThreadPage"];
            posts: components["schemas"]["PostPage"];
            recent_activity: components["schemas"]["ActivityPage"];
        };
        AutocompleteResult: {
            data: components["schemas"]["Suggestion"][];
        };
        /** @description The grouped shape for `type=all`, otherwise one paged group; `type` tells them apart. */
        SearchResult: components["schemas"]["SearchAllResult"] | components["schemas"]["SearchThreadsResult"] | components["schemas"]["SearchPostsResult"] | components["schemas"]["SearchUsersResult"] | components["schemas"]["SearchCategoriesResult"];
        /** @description Results of every type, each group paged with the request's `page` and `per_page`. */
        SearchAllResult: {
            /** @description The trimmed query. */
            query: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "all";
            results: {
                threads: components["schemas"]["ThreadPage"];
                posts: components["schemas"]["PostPage"];
                users: components["schemas"]["UserPage"];
                categories: components["schemas"]["CategoryPage"];
            };
        };
        /** @description One page of matching threads. */
        SearchThreadsResult: components["schemas"]["ThreadPage"] & {
            query: string;
            /** @constant */
            type: "threads";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "threads";
        };
        /** @description One page of matching posts, each with `thread`. */
        SearchPostsResult: components["schemas"]["PostPage"] & {
            query: string;
            /** @constant */
            type: "posts";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "posts";
        };
        /** @description One page of matching users, each with `threads_count` and `posts_count`. */
        SearchUsersResult: components["schemas"]["UserPage"] & {
            query: string;
            /** @constant */
            type: "users";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "users";
        };
        /** @description One page of matching categories. */
        SearchCategoriesResult: components["schemas"]["CategoryPage"] & {
            query: string;
            /** @constant */
            type: "categories";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "categories";
        };
        ThreadResource: {
            data: components["schemas"]["Thread"];
        };
        CategoryResource: {
            data: components["schemas"]["Category"];
        };
        MetaTagResource: {
            data: components["schemas"]["MetaTag"];
        };
        PreferencesResource: {
            data: components["schemas"]["Preferences"];
        };
        UserStatsResource: {
            data: components["schemas"]["UserStats"];
            /** @description The member the counts belong to. */
            user: components["schemas"]["User"];
        };
        AdminStatsResource: {
            data: components["schemas"]["AdminStats"];
        };
        ModeratorStatsResource: {
            data: components["schemas"]["ModeratorStats"];
        };
        ContactStatsResource: {
            data: components["schemas"]["ContactStats"];
        };
        SystemStatsResource: {
            data: components["schemas"]["SystemStats"];
        };
        ThreadMessageResource: {
            /** @example Thread created successfully and is pending approval. */
            message: string;
            data: components["schemas"]["Thread"];
        };
        PostMessageResource: {
            /** @example Reply posted successfully. */
            message: string;
            data: components["schemas"]["Post"];
        };
        CategoryMessageResource: {
            /** @example Category created successfully. */
            message: string;
            data: components["schemas"]["Category"];
        };
        UserMessageResource: {
            /** @example User banned successfully */
            message: string;
            data: components["schemas"]["User"];
        };
        MetaTagMessageResource: {
            /** @example Meta tags created successfully */
            message: string;
            data: components["schemas"]["MetaTag"];
        };
        ContactFormMessageResource: {
            /** @example Response sent successfully */
            message: string;
            data: components["schemas"]["ContactForm"];
        };
        NotificationMessageResource: {
            message: string;
            data: components["schemas"]["Notification"];
        };
        PreferencesMessageResource: {
            /** @example Preferences updated successfully. */
            message: string;
            data: components["schemas"]["Preferences"];
        };
        WarningMessageResource: {
            /** @example User warned successfully */
            message: string;
            data: components["schemas"]["Warning"];
        };
        SuspensionMessageResource: {
            /** @example User suspended successfully */
            message: string;
            data: components["schemas"]["Suspension"];
        };
        CategoryList: {
            data: components["schemas"]["Category"][];
        };
        ThreadList: {
            data: components["schemas"]["Thread"][];
        };
        WarningList: {
            data: components["schemas"]["Warning"][];
        };
        MetaTagList: {
            data: components["schemas"]["MetaTag"][];
        };
        ThreadPage: {
            data: components["schemas"]["Thread"][];
            meta: components["schemas"]["PaginationMeta"];
            links?: components["schemas"]["PaginationLinks"];
        };
        PostPage: {
            data: components["schemas"]["Post"][];
            meta: components["schemas"]["PaginationMeta"];
            links?: components["schemas"]["PaginationLinks"];
        };
        UserPage: {
            data: components["schemas"]["User"][];
            meta: components["schemas"]["PaginationMeta"];
            links?: components["schemas"]["PaginationLinks"];
        };
        CategoryPage: {
            data: components["schemas"]["Category"][];
            meta: components["schemas"]["PaginationMeta"];
            links?: components["schemas"]["PaginationLinks"];
        };
        LikePage: {
            data: components["schemas"]["Like"][];
            meta: components["schemas"]["PaginationMeta"];
            links?: components["schemas"]["PaginationLinks"];
        };
        ReportPage: {
            data: components["schemas"]["Report"][];
            meta: components["schemas"]["PaginationMeta"];
            links?: components["schemas"]["PaginationLinks"];
        };
        ModerationEntryPage: {
            data: components["schemas"]["ModerationEntry"][];
            meta: components["schemas"]["PaginationMeta"];
            links?: components["schemas"]["PaginationLinks"];
        };
        ApprovalItemPage: {
            data: components["schemas"]["ApprovalItem"][];
            meta: components["schemas"]["PaginationMeta"];
            links?: components["schemas"]["PaginationLinks"];
        };
        ActivityPage: {
            data: components["schemas"]["ActivityItem"][];
            meta: components["schemas"]["PaginationMeta"];
            links?: components["schemas"]["PaginationLinks"];
        };
        ContactFormPage: {
            data: components["schemas"]["ContactForm"][];
            meta: components["schemas"]["PaginationMeta"];
            links?: components["schemas"]["PaginationLinks"];
        };
        NotificationPage: {
            data: components["schemas"]["Notification"][];
            meta: components["schemas"]["PaginationMeta"];
            links?: components["schemas"]["PaginationLinks"];
            /** @description All unread notifications of the user. */
            unread_count: number;
        };
    };
    responses: {
        /** @description No token, or the token is invalid or revoked. The client clears its stored token and user. */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Unauthenticated."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description Logged in, but not allowed (wrong role, managing oneself, banned or suspended, locked thread, ...). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description The credentials are right but the account may not log in. */
        LoginForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description The hash does not match the account's e-mail address. */
        InvalidVerificationLink: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Invalid verification link."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description No such resource (or not visible to the caller). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Resource not found."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description Laravel validation failure; `errors` maps each field to its messages. */
        ValidationError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "The email field is required. (and 1 more error)",
                 *       "errors": {
                 *         "email": [
                 *           "The email field is required."
                 *         ],
                 *         "password": [
                 *           "The password field is required."
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ValidationErrorBody"];
            };
        };
        /** @description Rate limit reached (Laravel `throttle`). */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Too Many Attempts."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description Unexpected server failure (Laravel with debug off). */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Server Error"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description The server is down for maintenance or overloaded (Laravel's maintenance mode, a proxy in front of it). Retrying later can help; it may carry `Retry-After`. */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Service Unavailable"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
    };
    parameters: {
        /**
         * @description The client's key for one action (the outbox's item key), at most 255 characters: a repeat
         *     with the same key, by the same user, answers as the first request did.
         */
        IdempotencyKey: string;
        /** @description 1-based page number. */
        Page: number;
        /** @description Items per page (10 by default, at most 100). */
        PerPage10: number;
        /** @description Items per page (15 by default, at most 100). */
        PerPage15: number;
        /** @description Items per page (50 by default, at most 100). */
        PerPage50: number;
        /** @description Thread id. */
        ThreadId: number;
        /** @description Thread id, or thread slug. Digits alone are an id (`anyOf`: "12" is also a valid slug, but thread slugs always end in `-<id>`, so no slug is digits alone). */
        ThreadIdOrSlug: number | components["schemas"]["Slug"];
        /** @description Post id. */
        PostId: number;
        /** @description User id. */
        UserId: number;
        /** @description Category id. */
        CategoryId: number;
        /** @description Category slug. `id` is a reserved slug (it would collide with `/categories/id/{id}`). */
        CategorySlug: components["schemas"]["Slug"] & unknown;
        /** @description Id of the reported thread or post (`Report.content_id`); the body's `type` says which. */
        ContentId: number;
        /** @description Meta-tag record id. */
        MetaTagId: number;
        /** @description Notification id (a UUID, as Laravel database notifications have). */
        NotificationId: string;
        /** @description Contact message id. */
        ContactFormId: number;
        /** @description The search text (trimmed, at least 3 characters). */
        SearchQuery: string;
        /** @description What to search. */
        SearchTypeParam: components["schemas"]["SearchType"];
        /** @description Category slug or numeric id (alias of `category_id`). */
        SearchCategory: string;
        /** @description Category id (alias of `category`). */
        SearchCategoryId: number;
        /** @description Author name or username (alias of `author_id`). */
        SearchAuthor: string;
        /** @description Author user id (alias of `author`). */
        SearchAuthorId: number;
        /** @description Result order. */
        SearchSortParam: components["schemas"]["SearchSort"];
        /** @description Earliest creation date, inclusive. */
        DateFrom: string;
        /** @description Latest creation date, inclusive; not before `date_from`. */
        DateTo: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Seconds to wait before trying again.
         * @example 60
         */
        RetryAfter: number;
        /**
         * @description Requests allowed in the current window.
         * @example 60
         */
        RateLimitLimit: number;
        /**
         * @description Requests left in the current window.
         * @example 0
         */
        RateLimitRemaining: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Registered; a verification e-mail was sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterResult"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResult"];
                };
            };
            403: components["responses"]["LoginForbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Logged out successfully."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAuthUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthUserResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
                /** @description SHA-1 hex digest of the account's e-mail address. */
                hash: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Verified now, or already verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            403: components["responses"]["InvalidVerificationLink"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendVerificationRequest"];
            };
        };
        responses: {
            /** @description Sent (or nothing to send). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationSentResult"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileRequest"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileUpdateResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Password updated successfully."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AvatarUploadRequest"];
            };
        };
        responses: {
            /** @description Avatar replaced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvatarUploadResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCategories: {
        parameters: {
            query?: {
                /** @description Only main categories (with their children embedded). */
                top_level?: boolean;
                /** @description Include inactive categories. Honoured for admins only; ignored otherwise. */
                include_inactive?: boolean;
                /** @description Case-insensitive match on title, slug or description. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryList"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCategoryById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Category id. */
                id: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResource"];
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCategoryById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Category id. */
                id: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCategoryById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Category id. */
                id: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Category deleted successfully."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Category id. */
                id: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResource"];
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Category id. */
                id: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Category id. */
                id: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Category deleted successfully."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCategoryThreadsById: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (15 by default, at most 100). */
                per_page?: components["parameters"]["PerPage15"];
            };
            header?: never;
            path: {
                /** @description Category id. */
                id: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category and one page of its threads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryThreadsResult"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCategoryThreadsBySlug: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (15 by default, at most 100). */
                per_page?: components["parameters"]["PerPage15"];
            };
            header?: never;
            path: {
                /** @description Category slug. `id` is a reserved slug (it would collide with `/categories/id/{id}`). */
                slug: components["parameters"]["CategorySlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category and one page of its threads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryThreadsResult"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Category id. */
                id: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Approved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rejectCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Category id. */
                id: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReasonRequest"];
            };
        };
        responses: {
            /** @description Rejected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Category rejected."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listThreads: {
        parameters: {
            query?: {
                /** @description Only featured threads (`is_featured`). */
                featured?: boolean;
                sort?: components["schemas"]["ThreadSort"];
                /** @description Items per page (15 by default, at most 100). */
                per_page?: components["parameters"]["PerPage15"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /**
                 * @description Category slug (e.g. `device-hardware`) or numeric id; includes its subcategories.
                 * @example device-hardware
                 */
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of threads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadPage"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createThread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateThreadRequest"];
            };
        };
        responses: {
            /** @description Created (pending approval unless the author is an admin). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyPendingThreads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's pending threads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getThreadById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the answer the client holds; a match answers 304. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Thread id. */
                id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thread. */
            200: {
                headers: {
                    /** @description A validator of this answer, when the server offers revalidation. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadResource"];
                };
            };
            /** @description Not modified since the ETag in `If-None-Match`; the body is empty. */
            304: {
                headers: {
                    /** @description The same validator. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Thread id, or thread slug. Digits alone are an id (`anyOf`: "12" is also a valid slug, but thread slugs always end in `-<id>`, so no slug is digits alone). */
                id: components["parameters"]["ThreadIdOrSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thread. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadResource"];
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPendingThreads: {
        parameters: {
            query?: {
                /** @description What to list; only `threads` exists. */
                type?: "threads";
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (10 by default, at most 100). */
                per_page?: components["parameters"]["PerPage10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of pending threads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalItemPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Thread id. */
                id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Approved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rejectThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Thread id. */
                id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReasonRequest"];
            };
        };
        responses: {
            /** @description Rejected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    lockThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Thread id. */
                id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Locked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unlockThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Thread id. */
                id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unlocked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    pinThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Thread id. */
                id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pinned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unpinThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Thread id. */
                id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unpinned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    moveThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Thread id. */
                id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoveThreadRequest"];
            };
        };
        responses: {
            /** @description Moved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listThreadPosts: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (50 by default, at most 100). */
                per_page?: components["parameters"]["PerPage50"];
            };
            header?: never;
            path: {
                /** @description Thread id. */
                id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of posts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostPage"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createThreadPost: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The client's key for one action (the outbox's item key), at most 255 characters: a repeat
                 *     with the same key, by the same user, answers as the first request did.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Thread id. */
                id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePostRequest"];
            };
        };
        responses: {
            /** @description Posted. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    replyToPost: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The client's key for one action (the outbox's item key), at most 255 characters: a repeat
                 *     with the same key, by the same user, answers as the first request did.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Post id. */
                id: components["parameters"]["PostId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplyRequest"];
            };
        };
        responses: {
            /** @description Posted. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    hidePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Post id. */
                id: components["parameters"]["PostId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReasonRequest"];
            };
        };
        responses: {
            /** @description Hidden. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unhidePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Post id. */
                id: components["parameters"]["PostId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Visible again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    likeThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Thread id. */
                id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thread is liked by the user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Thread liked",
                     *       "liked": true,
                     *       "likes_count": 13
                     *     }
                     */
                    "application/json": components["schemas"]["LikeResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unlikeThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Thread id. */
                id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thread is not liked by the user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Thread unliked",
                     *       "liked": false,
                     *       "likes_count": 12
                     *     }
                     */
                    "application/json": components["schemas"]["LikeResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    likePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Post id. */
                id: components["parameters"]["PostId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post is liked by the user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Post liked",
                     *       "liked": true,
                     *       "likes_count": 4
                     *     }
                     */
                    "application/json": components["schemas"]["LikeResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unlikePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Post id. */
                id: components["parameters"]["PostId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post is not liked by the user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Post unliked",
                     *       "liked": false,
                     *       "likes_count": 3
                     *     }
                     */
                    "application/json": components["schemas"]["LikeResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    toggleThreadLike: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Thread id. */
                id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new like state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LikeResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    togglePostLike: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Post id. */
                id: components["parameters"]["PostId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new like state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LikeResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLikes: {
        parameters: {
            query: {
                likeable_type: components["schemas"]["LikeableType"];
                likeable_id: number;
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (15 by default, at most 100). */
                per_page?: components["parameters"]["PerPage15"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of likes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LikePage"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImageUploadRequest"];
            };
        };
        responses: {
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageUploadResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    search: {
        parameters: {
            query: {
                /** @description The search text (trimmed, at least 3 characters). */
                q: components["parameters"]["SearchQuery"];
                /** @description What to search. */
                type?: components["parameters"]["SearchTypeParam"];
                /** @description Category slug or numeric id (alias of `category_id`). */
                category?: components["parameters"]["SearchCategory"];
                /** @description Category id (alias of `category`). */
                category_id?: components["parameters"]["SearchCategoryId"];
                /** @description Author name or username (alias of `author_id`). */
                author?: components["parameters"]["SearchAuthor"];
                /** @description Author user id (alias of `author`). */
                author_id?: components["parameters"]["SearchAuthorId"];
                /** @description Result order. */
                sort?: components["parameters"]["SearchSortParam"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (15 by default, at most 100). */
                per_page?: components["parameters"]["PerPage15"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Grouped results (`type=all`) or one paged group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResult"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    advancedSearch: {
        parameters: {
            query: {
                /** @description The search text (trimmed, at least 3 characters). */
                q: components["parameters"]["SearchQuery"];
                /** @description What to search. */
                type?: components["parameters"]["SearchTypeParam"];
                /** @description Category slug or numeric id (alias of `category_id`). */
                category?: components["parameters"]["SearchCategory"];
                /** @description Category id (alias of `category`). */
                category_id?: components["parameters"]["SearchCategoryId"];
                /** @description Author name or username (alias of `author_id`). */
                author?: components["parameters"]["SearchAuthor"];
                /** @description Author user id (alias of `author`). */
                author_id?: components["parameters"]["SearchAuthorId"];
                /** @description Earliest creation date, inclusive. */
                date_from?: components["parameters"]["DateFrom"];
                /** @description Latest creation date, inclusive; not before `date_from`. */
                date_to?: components["parameters"]["DateTo"];
                /** @description Result order. */
                sort?: components["parameters"]["SearchSortParam"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (15 by default, at most 100). */
                per_page?: components["parameters"]["PerPage15"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Grouped results (`type=all`) or one paged group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResult"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchAutocomplete: {
        parameters: {
            query: {
                /** @description What has been typed so far (trimmed, at least 2 characters). */
                q: string;
                /** @description What to search. */
                type?: components["parameters"]["SearchTypeParam"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Suggestions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutocompleteResult"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchThreads: {
        parameters: {
            query: {
                /** @description The search text (trimmed, at least 3 characters). */
                q: components["parameters"]["SearchQuery"];
                /** @description Category slug or numeric id (alias of `category_id`). */
                category?: components["parameters"]["SearchCategory"];
                /** @description Category id (alias of `category`). */
                category_id?: components["parameters"]["SearchCategoryId"];
                /** @description Author name or username (alias of `author_id`). */
                author?: components["parameters"]["SearchAuthor"];
                /** @description Author user id (alias of `author`). */
                author_id?: components["parameters"]["SearchAuthorId"];
                /** @description Result order. */
                sort?: components["parameters"]["SearchSortParam"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (15 by default, at most 100). */
                per_page?: components["parameters"]["PerPage15"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matching threads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchThreadsResult"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchPosts: {
        parameters: {
            query: {
                /** @description The search text (trimmed, at least 3 characters). */
                q: components["parameters"]["SearchQuery"];
                /** @description Category slug or numeric id (alias of `category_id`). */
                category?: components["parameters"]["SearchCategory"];
                /** @description Category id (alias of `category`). */
                category_id?: components["parameters"]["SearchCategoryId"];
                /** @description Author name or username (alias of `author_id`). */
                author?: components["parameters"]["SearchAuthor"];
                /** @description Author user id (alias of `author`). */
                author_id?: components["parameters"]["SearchAuthorId"];
                /** @description Result order. */
                sort?: components["parameters"]["SearchSortParam"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (15 by default, at most 100). */
                per_page?: components["parameters"]["PerPage15"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matching posts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchPostsResult"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchUsers: {
        parameters: {
            query: {
                /** @description The search text (trimmed, at least 3 characters). */
                q: components["parameters"]["SearchQuery"];
                /** @description Only users with this role. */
                role?: components["schemas"]["Role"];
                /** @description Result order; users default to `name`. */
                sort?: components["schemas"]["SearchSort"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (15 by default, at most 100). */
                per_page?: components["parameters"]["PerPage15"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matching users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchUsersResult"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    submitContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactRequest"];
            };
        };
        responses: {
            /** @description Received. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your message has been sent successfully!"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPageMetaTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The page key, derived from the route. */
                page: components["schemas"]["MetaPageKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page's meta tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaTagResource"];
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics (all groups for admins, `overview` only otherwise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStatsResource"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListUsers: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (10 by default, at most 100). */
                per_page?: components["parameters"]["PerPage10"];
                filter?: components["schemas"]["UserListFilter"];
                /** @description Case-insensitive match on name, username or e-mail. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminUpdateUserRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRoleRequest"];
            };
        };
        responses: {
            /** @description Role changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminBanUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Banned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminUnbanUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unbanned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminDeleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "User deleted successfully"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListPendingUsers: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (10 by default, at most 100). */
                per_page?: components["parameters"]["PerPage10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of pending users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalItemPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminApproveUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Approved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminRejectUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReasonRequest"];
            };
        };
        responses: {
            /** @description Rejected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "User registration rejected."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListPendingCategories: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (10 by default, at most 100). */
                per_page?: components["parameters"]["PerPage10"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of pending categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalItemPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListMetaTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaTagList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminCreateMetaTag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MetaTagCreateRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaTagMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminUpdateMetaTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Meta-tag record id. */
                id: components["parameters"]["MetaTagId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MetaTagInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaTagMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminDeleteMetaTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Meta-tag record id. */
                id: components["parameters"]["MetaTagId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Meta tags deleted successfully"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminToggleMetaTagStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Meta-tag record id. */
                id: components["parameters"]["MetaTagId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Toggled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaTagMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getModeratorStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModeratorStatsResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listReportedContent: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (10 by default, at most 100). */
                per_page?: components["parameters"]["PerPage10"];
                status?: components["schemas"]["ReportStatus"];
                content_type?: components["schemas"]["ContentType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the reported thread or post (`Report.content_id`); the body's `type` says which. */
                id: components["parameters"]["ContentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerateContentRequest"];
            };
        };
        responses: {
            /** @description Kept; its reports are dismissed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content approved successfully"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the reported thread or post (`Report.content_id`); the body's `type` says which. */
                id: components["parameters"]["ContentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemoveContentRequest"];
            };
        };
        responses: {
            /** @description Deleted; its reports are resolved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Content removed successfully"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    warnUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Content violation"
                 *     }
                 */
                "application/json": components["schemas"]["ReasonRequest"];
            };
        };
        responses: {
            /** @description Warned. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarningMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    suspendUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuspendRequest"];
            };
        };
        responses: {
            /** @description Suspended. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuspensionMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listUserWarnings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The warnings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarningList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listUserModerationHistory: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (10 by default, at most 100). */
                per_page?: components["parameters"]["PerPage10"];
            };
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationEntryPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listModerationLogs: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (50 by default, at most 100). */
                per_page?: components["parameters"]["PerPage50"];
                /** @description Only entries of this action. */
                action?: components["schemas"]["ModerationAction"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationEntryPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserStatsResource"];
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserActivity: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (10 by default, at most 100). */
                per_page?: components["parameters"]["PerPage10"];
            };
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The three groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserActivityResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreferencesResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreferencesInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreferencesMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (15 by default, at most 100). */
                per_page?: components["parameters"]["PerPage15"];
                /** @description Only unread notifications. */
                unread?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Notification id (a UUID, as Laravel database notifications have). */
                id: components["parameters"]["NotificationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Marked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Marked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadAllResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Notification id (a UUID, as Laravel database notifications have). */
                id: components["parameters"]["NotificationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Notification deleted."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSystemHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemHealth"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            /** @description A dependency is failing (the health body), or the server itself is unavailable (`{message}`, as on every operation). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemHealth"] | components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    getSystemStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemStatsResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listContactForms: {
        parameters: {
            query?: {
                status?: components["schemas"]["ContactStatus"];
                search?: string;
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Items per page (15 by default, at most 100). */
                per_page?: components["parameters"]["PerPage15"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactFormPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateContactFormStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Contact message id. */
                id: components["parameters"]["ContactFormId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactStatusRequest"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Status updated successfully",
                     *       "data": {
                     *         "id": 7,
                     *         "name": "Juan dela Cruz",
                     *         "email": "juan@example.org",
                     *         "subject": "Account question",
                     *         "message": "How do I change my username?",
                     *         "status": "in_progress",
                     *         "created_at": "2024-12-20T08:15:00Z",
                     *         "admin_response": null,
                     *         "responder": null,
                     *         "responded_at": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ContactFormMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    respondToContactForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Contact message id. */
                id: components["parameters"]["ContactFormId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactRespondRequest"];
            };
        };
        responses: {
            /** @description Sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactFormMessageResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContactFormStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactStatsResource"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
