// An imported image resolves to its URL in the browser, a style sheet imported as text to its CSS; in jsdom any
// string will do.
module.exports = 'test-file-stub';
