CREATE TABLE "question_highlights" (
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"ranges" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_highlights_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "question_notes" (
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_notes_user_id_question_id_pk" PRIMARY KEY("user_id","question_id"),
	CONSTRAINT "question_notes_body_not_empty" CHECK (length("question_notes"."body") > 0)
);
--> statement-breakpoint
ALTER TABLE "question_highlights" ADD CONSTRAINT "question_highlights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_highlights" ADD CONSTRAINT "question_highlights_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_notes" ADD CONSTRAINT "question_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_notes" ADD CONSTRAINT "question_notes_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_notes" ADD CONSTRAINT "question_notes_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_highlights_question_idx" ON "question_highlights" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_notes_user_exam_idx" ON "question_notes" USING btree ("user_id","exam_id","updated_at");--> statement-breakpoint
CREATE INDEX "question_notes_question_idx" ON "question_notes" USING btree ("question_id");