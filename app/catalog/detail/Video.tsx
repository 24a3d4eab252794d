import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { styled } from "../../../themes/stitches.config";
import type { MediaData } from "./load.server";

/** A video that loads only when the shopper presses play (spec: loaded only on interaction). */
export default function Video({ media }: { media: Exclude<MediaData, { __typename: "Image" }> }) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  if (!playing) {
    return (
      <Play type="button" onClick={() => setPlaying(true)} data-play-video>
        <span aria-hidden>▶</span>
        {t`Play video: ${media.title}`}
      </Play>
    );
  }
  return media.__typename === "EmbedVideo" ? (
    <Frame
      src={media.embedUrl}
      title={media.title}
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
      data-video-frame
    />
  ) : (
    <VideoTag src={media.url} poster={media.poster ?? undefined} controls autoPlay data-video-frame />
  );
}

const Play = styled("button", {
  display: "grid",
  placeItems: "center",
  gap: "$2",
  width: "100%",
  height: "100%",
  border: "none",
  borderRadius: "$md",
  background: "$overlay",
  color: "$onPrimary",
  fontSize: "$md",
  fontWeight: 700,
  cursor: "pointer",
  "& span": { fontSize: "48px" },
  "&:focus-visible": { outline: "3px solid $focus" },
});
const Frame = styled("iframe", { position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 });
const VideoTag = styled("video", {
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  background: "$text",
});
