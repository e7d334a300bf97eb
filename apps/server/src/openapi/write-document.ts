import { writeFile } from 'node:fs/promises';
import { checkedInDocumentPath, documentText, publishedDocument } from './published-document.ts';

/**
 * `npm run openapi:write`: writes the OpenAPI document the server publishes to docs/openapi.json. A test fails
 * while the checked-in copy differs from what the server serves, so an API change comes with its diff.
 */
const document = await publishedDocument();
await writeFile(checkedInDocumentPath, documentText(document));
console.log(
  `OpenAPI document of ${Object.keys(document.paths ?? {}).length} paths written to ${checkedInDocumentPath}`,
);
