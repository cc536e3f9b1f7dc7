// Preloaded (node --import) into the server processes the multi-node test starts, never into production:
// if the test runner dies without cleaning up, its IPC channel closes and the node exits instead of living
// on with a job runner pointed at a dropped database.
process.on("disconnect", () => process.exit(1));
process.channel?.unref();
