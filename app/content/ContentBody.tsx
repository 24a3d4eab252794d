import { styled } from "../../themes/stitches.config";
import { useShell } from "../storefront/shell";
import type { ContentBlockData } from "./load.server";

/**
 * Renders content-system blocks: headings, paragraphs, lists and FAQ (as native disclosure widgets),
 * the FAQ with the theme's drawing beside it from 640 px (spec §3 faq; decorative, loaded lazily).
 */
export function ContentBody({ blocks }: { blocks: ContentBlockData[] }) {
  const { faq } = useShell().sf.theme;
  return (
    <Body>
      {blocks.map((block, i) => {
        switch (block.type) {
          case "heading":
            return <h2 key={i}>{block.text}</h2>;
          case "paragraph":
            return <p key={i}>{block.text}</p>;
          case "list":
            return (
              <ul key={i}>
                {(block.items ?? []).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case "faq":
            return (
              <FaqRow key={i}>
                <Faq>
                  {(block.faq ?? []).map((item) => (
                    <details key={item.question}>
                      <summary>{item.question}</summary>
                      <p>{item.answer}</p>
                    </details>
                  ))}
                </Faq>
                <FaqArt
                  src={faq.src}
                  alt={faq.alt}
                  width={faq.width}
                  height={faq.height}
                  loading="lazy"
                  decoding="async"
                  data-faq-art
                />
              </FaqRow>
            );
          default:
            return null;
        }
      })}
    </Body>
  );
}

const Body = styled("div", { "& h2": { marginTop: "$6" }, "& p, & li": { fontSize: "$md" } });
const FaqRow = styled("div", {
  display: "grid",
  gap: "$5",
  alignItems: "start",
  "@tablet": { gridTemplateColumns: "1fr auto" },
});
const FaqArt = styled("img", { display: "none", "@tablet": { display: "block" } });
const Faq = styled("div", {
  display: "grid",
  gap: "$2",
  "& details": { border: "1px solid $border", borderRadius: "$md", padding: "$3 $4" },
  "& summary": { fontWeight: 600, cursor: "pointer", minHeight: "24px" },
});

export const Article = styled("article", { maxWidth: "820px", margin: "0 auto", padding: "$6 $4" });
