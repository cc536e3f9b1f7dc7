// The gazetteer job (`node dist/gazetteer.js`, after the migrations): brings the places table up to the data
// shipped with this release (India Post's PINs and offices, the demo cities' places). Does nothing when current.
import { ensureGazetteer } from "@chamak/api";
import { createDb } from "@chamak/db";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is not set: the gazetteer is loaded into the PostgreSQL database it names");
  process.exit(1);
}
const database = await createDb({ databaseUrl });
try {
  const loaded = await ensureGazetteer(database.db);
  console.log(
    loaded.length === 0
      ? "The gazetteer is current."
      : loaded.map(({ source, rows }) => `Loaded ${rows} places from ${source}.`).join("\n"),
  );
} finally {
  await database.close();
}
