// Vite's `?raw` import (a file's text as a string) for Jest: the mapper drops the suffix, this answers the text.
module.exports = {
  process: (sourceText) => ({ code: `module.exports = ${JSON.stringify(sourceText)};` }),
};
