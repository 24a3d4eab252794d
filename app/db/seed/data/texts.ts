/** Every language pack by language code; the Record type makes a missing language a type error. */
import type { Language } from "../../../storefront/vocabulary";
import { da } from "./text-da";
import { de } from "./text-de";
import { en } from "./text-en";
import { es } from "./text-es";
import { fi } from "./text-fi";
import { fr } from "./text-fr";
import { it } from "./text-it";
import { nb } from "./text-nb";
import { nl } from "./text-nl";
import { pl } from "./text-pl";
import { pt } from "./text-pt";
import { sv } from "./text-sv";
import type { LanguagePack } from "./types";

export const TEXTS: Record<Language, LanguagePack> = { nl, fr, de, en, it, es, pt, pl, sv, da, nb, fi };
