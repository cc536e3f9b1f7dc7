-- CreateTable
CREATE TABLE "job_runs" (
    "job" TEXT NOT NULL,
    "last_run_at" TIMESTAMP(3) NOT NULL,
    "last_duration_ms" INTEGER NOT NULL,
    "last_error" TEXT,
    "last_success_at" TIMESTAMP(3),
    "last_failure_at" TIMESTAMP(3),

    CONSTRAINT "job_runs_pkey" PRIMARY KEY ("job")
);
