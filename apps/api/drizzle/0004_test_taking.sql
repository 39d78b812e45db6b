ALTER TABLE "questions" ADD COLUMN "time_spent_seconds_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_answers" ADD COLUMN "time_spent_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "answered_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "correct_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tests_one_free_trial_unique" ON "tests" USING btree ("user_id","exam_id") WHERE "tests"."type" = 'free-trial';--> statement-breakpoint
CREATE INDEX "tests_running_end_time_idx" ON "tests" USING btree ("end_time") WHERE "tests"."status" = 'running';