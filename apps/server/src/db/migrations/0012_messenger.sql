CREATE TABLE "messenger_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"low_user_id" integer NOT NULL,
	"high_user_id" integer NOT NULL,
	"low_last_read_id" bigint DEFAULT 0 NOT NULL,
	"high_last_read_id" bigint DEFAULT 0 NOT NULL,
	"last_message_id" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messenger_conversations_ordered" CHECK ("messenger_conversations"."low_user_id" < "messenger_conversations"."high_user_id")
);
--> statement-breakpoint
CREATE TABLE "messenger_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messenger_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"author_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_key" text,
	"image_type" text,
	"image_name" text,
	"image_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messenger_messages_image_key_unique" UNIQUE("image_key"),
	CONSTRAINT "messenger_messages_kind_check" CHECK ("messenger_messages"."kind" in ('text', 'image')),
	CONSTRAINT "messenger_messages_image_check" CHECK (("messenger_messages"."kind" = 'image') = ("messenger_messages"."image_key" is not null))
);
--> statement-breakpoint
ALTER TABLE "messenger_conversations" ADD CONSTRAINT "messenger_conversations_low_user_id_users_id_fk" FOREIGN KEY ("low_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_conversations" ADD CONSTRAINT "messenger_conversations_high_user_id_users_id_fk" FOREIGN KEY ("high_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_messages" ADD CONSTRAINT "messenger_messages_conversation_id_messenger_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."messenger_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_messages" ADD CONSTRAINT "messenger_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_conversations_pair_idx" ON "messenger_conversations" USING btree ("low_user_id","high_user_id");--> statement-breakpoint
CREATE INDEX "messenger_conversations_high_idx" ON "messenger_conversations" USING btree ("high_user_id");--> statement-breakpoint
CREATE INDEX "messenger_messages_conversation_idx" ON "messenger_messages" USING btree ("conversation_id","id");