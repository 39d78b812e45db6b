ALTER TABLE "courses" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "questions_created_at_idx" ON "questions" USING btree ("created_at");