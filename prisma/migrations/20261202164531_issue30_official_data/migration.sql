-- CreateTable
CREATE TABLE "OfficialData" (
    "id" TEXT NOT NULL,
    "roles" JSONB,
    "nightsheet" JSONB,
    "jinxes" JSONB,
    "source" TEXT,
    "loadedAt" TIMESTAMP(3),
    "attemptAt" TIMESTAMP(3),
    "attemptSource" TEXT,
    "attemptOutcome" TEXT,
    "attemptDetail" TEXT,

    CONSTRAINT "OfficialData_pkey" PRIMARY KEY ("id")
);
