/**
 * The playmat webview's entry point (bundled to dist/webview.js). The host's
 * page needs only this module script and media/playmat.css; the app element
 * is added here when the page does not already hold one.
 */
import './app/crawl-app';
import './cards/card-face';

if (!document.querySelector('crawl-app')) {
  document.body.append(document.createElement('crawl-app'));
}
