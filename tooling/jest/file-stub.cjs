// An imported image resolves to its URL in the browser; in jsdom any string will do.
module.exports = 'test-file-stub';
