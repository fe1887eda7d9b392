// The API documentation (/docs, Swagger UI) under the server's Content-Security-Policy: it renders the document
// and opens an operation without a policy violation (the journey fails on any console error).
import { journey, test } from '../support/journey';

test.describe('API documentation', () => {
  journey('renders the document and opens an operation under the security headers', async ({ page, baseUrl, screenshot }) => {
    await page.goto(`${baseUrl}/docs`);
    await page.locator('.swagger-ui .info .title').waitFor();
    await page.locator('.opblock-tag').first().click();
    await page.locator('.opblock-summary').first().click();
    await page.locator('.opblock-body').first().waitFor();
    await screenshot('docs');
  });
});
