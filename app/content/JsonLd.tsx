import { useNonce } from "../nonce";

/** Structured data blocks (serialised on the server), with the page's CSP nonce. */
export function JsonLd({ items }: { items: string[] }) {
  const nonce = useNonce();
  return (
    <>
      {items.map((json) => (
        <script
          key={json.slice(0, 60)}
          type="application/ld+json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: json }}
        />
      ))}
    </>
  );
}
