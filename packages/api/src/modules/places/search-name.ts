import { normaliseWords } from "@chamak/contracts";

/** A place's name as a search query's words are: "Mayur Vihar Phase-I" -> "mayur vihar phase 1". */
export const searchNameOf = (name: string) => normaliseWords(name).join(" ");
