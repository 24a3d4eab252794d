/** Leaflet map of locations (client only, lazily loaded by LocationMap). */
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { styled } from "../../themes/stitches.config";
import type { Bbox } from "./bbox";

export interface MapPoint {
  slug: string;
  name: string;
  lat: number;
  lon: number;
  href?: string;
}

/** Tiles that may fail before the map is declared failed when none loaded. */
const FAILED_TILES = 2;

function toBbox(bounds: L.LatLngBounds): Bbox {
  return {
    latmax: bounds.getNorth(),
    latmin: bounds.getSouth(),
    lonmax: bounds.getEast(),
    lonmin: bounds.getWest(),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export default function MapView({
  points,
  view,
  tiles,
  onMove,
  onFail,
  label,
}: {
  points: MapPoint[];
  view: Bbox | null;
  tiles: { url: string; attribution: string };
  onMove?: (bbox: Bbox) => void;
  onFail: () => void;
  label: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  // Moves made by the page (fitting a new view) are not the shopper's.
  const programmatic = useRef(false);
  const fitted = useRef(false);
  const reported = useRef<Bbox | null>(null);
  const handlers = useRef({ onMove, onFail });
  handlers.current = { onMove, onFail };

  useEffect(() => {
    if (!element.current) return;
    const instance = L.map(element.current, { scrollWheelZoom: false, zoomControl: true });
    let loaded = 0;
    let failed = 0;
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 })
      .on("tileload", () => {
        loaded++;
      })
      .on("tileerror", () => {
        failed++;
        if (loaded === 0 && failed === FAILED_TILES) handlers.current.onFail();
      })
      .addTo(instance);
    markers.current = L.layerGroup().addTo(instance);
    instance.on("moveend", () => {
      if (programmatic.current) return;
      const bbox = toBbox(instance.getBounds());
      reported.current = bbox;
      handlers.current.onMove?.(bbox);
    });
    instance.getContainer().setAttribute("aria-label", label);
    instance.getContainer().setAttribute("role", "region");
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
    };
  }, [tiles.url, tiles.attribution, label]);

  useEffect(() => {
    const group = markers.current;
    if (!group) return;
    group.clearLayers();
    for (const p of points) {
      const icon = L.divIcon({
        className: "shop-marker",
        html: "<span></span>",
        iconSize: [24, 24],
        iconAnchor: [12, 24],
      });
      const marker = L.marker([p.lat, p.lon], { icon, title: p.name, alt: p.name, keyboard: true });
      marker.bindPopup(p.href ? `<a href="${escapeHtml(p.href)}">${escapeHtml(p.name)}</a>` : escapeHtml(p.name));
      group.addLayer(marker);
    }
  }, [points]);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const target = view
      ? L.latLngBounds([view.latmin, view.lonmin], [view.latmax, view.lonmax])
      : points.length
        ? L.latLngBounds(points.map((p) => [p.lat, p.lon] as [number, number])).pad(0.2)
        : null;
    // The rectangle the shopper just moved to comes back as the page's view: nothing to fit.
    const last = reported.current;
    if (view && last && (Object.keys(view) as (keyof Bbox)[]).every((k) => Math.abs(view[k] - last[k]) < 1e-4)) return;
    // Without animation Leaflet fires moveend synchronously: the flag covers exactly this move.
    programmatic.current = true;
    try {
      if (target) instance.fitBounds(target, { animate: false, maxZoom: 15 });
      else if (!fitted.current) instance.setView([50.85, 4.35], 7, { animate: false });
      fitted.current = true;
    } finally {
      programmatic.current = false;
    }
  }, [view, points]);

  return <Canvas ref={element} data-map-canvas />;
}

const Canvas = styled("div", {
  position: "absolute",
  inset: 0,
  "& .shop-marker span": {
    display: "block",
    width: "24px",
    height: "24px",
    borderRadius: "50% 50% 50% 0",
    transform: "rotate(-45deg)",
    background: "$primary",
    border: "2px solid $background",
    boxShadow: "$card",
  },
  "& .leaflet-container a": { color: "$primary" },
  // Links in the attribution's text are told apart by more than their colour (axe link-in-text-block).
  "& .leaflet-control-attribution a": { textDecoration: "underline" },
});
