/**
 * The locations map (docs/decisions/006-locations-map.md): Leaflet is loaded only in the browser and
 * only when the map mounts. When the library or the tiles cannot be loaded the page shows the
 * map-failed message and the list keeps working.
 */
import { useLingui } from "@lingui/react/macro";
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from "react";
import { styled } from "../../themes/stitches.config";
import type { Bbox } from "./bbox";
import type { MapPoint } from "./MapView";

type MapViewProps = Parameters<typeof import("./MapView").default>[0];

/** In place of the map when its code cannot be loaded: the map says it failed, as when tiles fail. */
function NotLoaded({ onFail }: MapViewProps) {
  useEffect(() => onFail(), [onFail]);
  return null;
}

// A failed import resolves to NotLoaded instead of throwing: an error thrown while the page may still
// be hydrating makes React render the whole page again at once, over the parts that have not hydrated
// yet (React error 421 — seen in the e2e test that blocks the map's code).
const MapView = lazy<ComponentType<MapViewProps>>(() => import("./MapView").catch(() => ({ default: NotLoaded })));

class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface LocationMapProps {
  points: MapPoint[];
  view: Bbox | null;
  tiles: { url: string; attribution: string };
  onMove?: (bbox: Bbox) => void;
}

export function LocationMap(props: LocationMapProps) {
  const { t } = useLingui();
  const [mounted, setMounted] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => setMounted(true), []);
  const onFail = useCallback(() => setFailed(true), []);
  const failure = (
    <Failed role="status" data-map-failed>
      {t`The map could not be loaded. You can still use the list of locations.`}
    </Failed>
  );
  return (
    <Frame data-location-map>
      {failed ? failure : null}
      {mounted ? (
        <LoadBoundary fallback={failure}>
          <Suspense fallback={<Loading>{t`Loading the map…`}</Loading>}>
            <MapView {...props} label={t`Map of the locations`} onFail={onFail} />
          </Suspense>
        </LoadBoundary>
      ) : (
        <Loading>{t`Loading the map…`}</Loading>
      )}
    </Frame>
  );
}

const Frame = styled("div", {
  position: "relative",
  height: "360px",
  borderRadius: "$lg",
  overflow: "hidden",
  background: "$surface",
  border: "1px solid $border",
  "@desktop": { height: "560px", position: "sticky", top: "$4" },
});
const Loading = styled("p", { margin: 0, padding: "$5", color: "$textMuted" });
const Failed = styled("p", {
  position: "absolute",
  zIndex: 1000,
  left: "$3",
  right: "$3",
  bottom: "$6",
  margin: 0,
  padding: "$3 $4",
  borderRadius: "$md",
  background: "$warningBg",
  color: "$warningText",
  fontWeight: 600,
});
