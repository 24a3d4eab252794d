import { createContext, useContext } from "react";

/** The CSP nonce of the request (server render); empty on the client, where browsers hide it anyway. */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
