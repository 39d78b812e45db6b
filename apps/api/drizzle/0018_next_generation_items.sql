ALTER TABLE "test_answers" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_answers" ADD COLUMN "max_points" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "max_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "question_options" ADD COLUMN "part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "scoring" text DEFAULT 'all_or_nothing' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "layout" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "max_points" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Every answer before partial credit scored 0 or 1 of 1, and every question was worth 1.
UPDATE "test_answers" SET "points" = "is_correct"::int WHERE "is_correct";--> statement-breakpoint
UPDATE "tests" SET "points" = "correct_count", "max_points" = cardinality("question_ids");
