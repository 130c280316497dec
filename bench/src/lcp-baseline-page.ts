import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// The home page's first screen as one static document, no script: the header line and the green hero
// with its heading, tagline and two links, in the same system fonts and sizes. Its largest element is the
// same kind as the product's (the hero's text), so loading it shows what the browser alone costs.
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Sui Fantasy League</title>
    <style>
      body { margin: 0; font-family: ui-sans-serif, system-ui, sans-serif; background: #f7faf8; color: #1a2b21; }
      header { border-bottom: 1px solid #dde7e0; background: #fff; padding: 12px 16px; font-weight: 700; color: #15803d; }
      main { max-width: 72rem; margin: 0 auto; padding: 32px 16px; }
      section { border-radius: 16px; background: #15803d; color: #fafafa; padding: 64px 48px; }
      h1 { margin: 0 0 16px; font-size: 3rem; line-height: 1; letter-spacing: -0.025em; }
      p { margin: 0 0 32px; font-size: 1.25rem; }
      a { display: inline-block; margin-right: 12px; padding: 10px 24px; border-radius: 8px; background: #eef6f0; color: #1f4d31; text-decoration: none; }
    </style>
  </head>
  <body>
    <header>Sui Fantasy League</header>
    <main>
      <section>
        <h1>Welcome to Sui Fantasy League</h1>
        <p>Build your ultimate fantasy football team with NFT players</p>
        <a href="/squad">Build Squad</a><a href="/marketplace">Buy Players</a>
      </section>
    </main>
  </body>
</html>
`;

/** A bare node:http server answering every request with the static page above. */
export async function startBaselinePage(): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(PAGE),
    });
    res.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}
