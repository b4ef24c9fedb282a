// The console's command lines: the parser lives in src/app/command-line.ts, shared with the Discord
// adapter (button commands); this name stays for the console and the tests.
export { ParseError, parseLine, tokenize, type ParsedLine } from '../app/command-line.ts';
