// Scaffold for issue 4: replaced by the screen's implementation before the issue closes.
export function loader(): never {
  throw new Response("Not found", { status: 404 });
}

export default function Screen() {
  return null;
}
