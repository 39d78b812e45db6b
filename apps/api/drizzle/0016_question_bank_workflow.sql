CREATE TABLE "question_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"lineage_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"action" text NOT NULL,
	"admin_id" uuid,
	"admin_name" text,
	"snapshot" jsonb NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "difficulty" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "lineage_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "question_versions" ADD CONSTRAINT "question_versions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_versions" ADD CONSTRAINT "question_versions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_versions" ADD CONSTRAINT "question_versions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_versions_lineage_number_unique" ON "question_versions" USING btree ("lineage_id","number");--> statement-breakpoint
CREATE INDEX "question_versions_question_idx" ON "question_versions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_versions_exam_idx" ON "question_versions" USING btree ("exam_id","created_at");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_author_id_admins_id_fk" FOREIGN KEY ("author_id") REFERENCES "admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_exam_status_idx" ON "questions" USING btree ("exam_id","status");--> statement-breakpoint
CREATE INDEX "questions_lineage_idx" ON "questions" USING btree ("lineage_id");--> statement-breakpoint
CREATE INDEX "questions_tags_idx" ON "questions" USING gin ("tags");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_status_known" CHECK ("questions"."status" in ('draft', 'in_review', 'published'));--> statement-breakpoint
-- Existing questions start their own lineage, named by their own id.
UPDATE "questions" SET "lineage_id" = "id";--> statement-breakpoint
-- Each existing question's history starts with the question as it is now (version 1), the
-- snapshot in the form src/modules/content/question-versions.ts writes.
INSERT INTO "question_versions" ("question_id", "lineage_id", "exam_id", "number", "action", "snapshot", "created_at")
SELECT q."id", q."lineage_id", q."exam_id", 1, 'created',
  jsonb_build_object(
    'type', q."type",
    'question', q."question_html",
    'explanation', q."explanation_html",
    'answer', q."answer_text",
    'acceptedAnswers', to_jsonb(q."accepted_answers"),
    'options', coalesce((select jsonb_agg(jsonb_build_object('value', o."value", 'answer', o."is_correct") order by o."position")
      from "question_options" o where o."question_id" = q."id"), '[]'::jsonb),
    'courseId', q."course_id",
    'courseName', c."name",
    'subjectId', q."subject_id",
    'subjectName', s."name",
    'status', q."status",
    'tags', to_jsonb(q."tags"),
    'category', q."category",
    'difficulty', q."difficulty"),
  q."created_at"
FROM "questions" q
JOIN "courses" c ON c."id" = q."course_id"
JOIN "subjects" s ON s."id" = q."subject_id";
