/**
 * What a client says when a call fails without a message of its own. Its own module, so the web
 * app's first load carries this one text and not every message (it translates server messages by
 * their English text in the locale files instead).
 */
export const SERVER_ERROR = 'Something went wrong';
