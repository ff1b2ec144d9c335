// The sample games the integration workspace starts with (tests copy them
// before use, so each test has its own file). Name in samples/ -> source.
export const SAMPLES = {
  'new.crawl.json': 'test/fixtures/good/new.crawl.json',
  'explored.crawl.json': 'test/fixtures/good/explored.crawl.json',
  'bom-crlf.crawl.json': 'test/fixtures/good/bom-crlf.crawl.json',
  'not-json.crawl.json': 'test/fixtures/bad/not-json.crawl.json',
};
