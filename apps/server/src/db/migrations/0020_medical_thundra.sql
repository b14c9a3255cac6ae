CREATE TABLE "staff_badges" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"badge" text NOT NULL,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_badges_badge_check" CHECK ("staff_badges"."badge" in ('operator', 'ceo'))
);
--> statement-breakpoint
ALTER TABLE "staff_badges" ADD CONSTRAINT "staff_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_badges" ADD CONSTRAINT "staff_badges_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;