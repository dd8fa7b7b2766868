import { useState } from "react";
import { Link } from "react-router";
import { API_PATHS, apiPath } from "@lampstand/contract/api-paths";
import type { ChurchEvent } from "@lampstand/contract/entities";
import { IMAGE_FIELDS, LIMITS } from "@lampstand/contract/limits";
import { MESSAGES } from "@lampstand/contract/messages";
import { Icon } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import { ContentForm } from "~/features/admin-content/content-form";
import { EVENT_MESSAGE_MS, EVENT_TEXTS } from "~/features/admin-content/content-texts";
import { toPickerTime, toTwelveHourTime } from "~/features/admin-content/event-time";
import { ItemCard, ItemGrid } from "~/features/admin-content/item-grid";
import { multipartBody } from "~/features/admin-content/multipart-body";
import { PicturePicker } from "~/features/admin-content/picture-picker";
import { CARD_CROP, focalValuesOf, MIDDLE_FOCAL } from "~/features/admin-content/focal-point-picker";
import { RepeatFields } from "~/features/admin-content/repeat-fields";
import { SeriesDatesDialog } from "~/features/admin-content/series-dates";
import { describeRepeatText } from "~/lib/repeat-words";
import { NO_REPEAT, repeatProblem, repeatRuleFromForm, repeatValuesFromRule, type RepeatValues } from "~/features/admin-content/repeat-form";
import { TextField } from "~/components/ui/text-field";
import { useContentEditor, type ContentKind } from "~/features/admin-content/use-content-editor";
import { formatEventDate, formatEventTime } from "~/features/events/event-format";
import { MINISTRY_NAMES, ministryColour, ministryName } from "~/features/events/ministry-colours";
import { fullTitle, type PageMetaArgs } from "~/lib/seo";

export const meta = (args: PageMetaArgs) => [{ title: fullTitle("Upload Event | Admin Panel", args) }, { name: "robots", content: "noindex" }];

/**
 * `time` is the picker's 24-hour value ("19:30"); it is sent as "07:30 PM" (SPEC §5). The repeat
 * choice's fields make the event's `rrule` (issue 22); `date` is then the first date.
 */
type EventValues = { title: string; description: string; ministry: string; date: string; time: string; venue: string; focal_x: string; focal_y: string } & RepeatValues;

/**
 * SPEC §5: every field non-blank and a picture for a new event; else 'All fields are required!'.
 * Create and edit both go as multipart (SPEC §7), the picture only when a new one is chosen.
 */
const eventKind: ContentKind<ChurchEvent, EventValues> = {
  key: "event",
  list: {
    path: API_PATHS.viewEvents,
    fallback: MESSAGES.fetchEventsFailed,
    search: { label: "Search events", hint: "Words of the title, description, ministry or venue. Coming events come first, then past ones." },
  },
  empty: { title: "", description: "", ministry: "", date: "", time: "", venue: "", ...MIDDLE_FOCAL, ...NO_REPEAT },
  fromItem: (event) => ({
    title: event.title,
    description: event.description,
    ministry: event.ministry,
    date: event.date,
    // Stored as "19:30" or "07:30 PM": the picker takes either back.
    time: toPickerTime(event.event_time),
    venue: event.venue,
    ...focalValuesOf(event),
    ...repeatValuesFromRule(event.rrule),
  }),
  required: ["title", "description", "ministry", "date", "time", "venue"],
  pictureRule: "new",
  missingMessage: MESSAGES.allFieldsRequired,
  messageMs: EVENT_MESSAGE_MS,
  check: (values) => repeatProblem(values, values.date),
  save: (values, picture, editing) => ({
    path: editing ? apiPath(API_PATHS.editEvent, { id: editing.id }) : API_PATHS.uploadEvent,
    method: editing ? "PUT" : "POST",
    body: multipartBody(
      {
        title: values.title,
        description: values.description,
        ministry: values.ministry,
        date: values.date,
        event_time: toTwelveHourTime(values.time),
        venue: values.venue,
        // Sent empty for a single event, so an edit can also stop a series repeating.
        rrule: repeatRuleFromForm(values, values.date),
        focal_x: values.focal_x,
        focal_y: values.focal_y,
      },
      IMAGE_FIELDS.event,
      picture,
    ),
    fallback: editing ? MESSAGES.updateEventFailed : MESSAGES.uploadEventFailed,
  }),
  remove: {
    path: (event) => apiPath(API_PATHS.deleteEvent, { id: event.id }),
    fallback: MESSAGES.deleteEventFailed,
    title: (event) => `Delete the event “${event.title}”?`,
    message: EVENT_TEXTS.deleteMessage,
  },
  texts: EVENT_TEXTS,
  saved: { name: (event) => event.title, view: (event) => `/events/${event.id}` },
};

/** Upload Event (SPEC §2.12): the church calendar's events, added, changed and removed. */
export default function UploadEventScreen() {
  const editor = useContentEditor(eventKind);
  const { field, editing } = editor;
  // The series whose dates are open: looked up in the list each time, so a change shows once it reloads.
  const [datesOf, setDatesOf] = useState<number | null>(null);
  const datesEvent = editor.resource.data?.find((event) => event.id === datesOf) ?? null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10">
      <ContentForm
        editor={editor}
        heading={editing ? EVENT_TEXTS.updateHeading : EVENT_TEXTS.uploadHeading}
        editingName={editing?.title}
        intro="Events appear on the website's calendar, on the page of all events, and in the calendar feed as soon as you submit them."
      >
        <TextField label="Title" {...field("title")} maxLength={LIMITS.title} />
        <TextField
          label="Description"
          {...field("description")}
          maxLength={LIMITS.description}
          rows={5}
          hint="What happens, who it is for, and anything to bring."
        />
        <TextField
          label="Ministry"
          {...field("ministry")}
          maxLength={LIMITS.shortText}
          suggestions={MINISTRY_NAMES}
          hint="Pick one from the list or type another. Each listed ministry has its own colour on the calendar."
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Date" type="date" {...field("date")} hint={editor.values.repeat === "never" ? undefined : "The first date of the series."} />
          <TextField label="Time" type="time" {...field("time")} hint="When it starts." />
        </div>
        <RepeatFields field={field} date={editor.values.date} time={editor.values.time} />
        <TextField
          label="Venue"
          {...field("venue")}
          maxLength={LIMITS.shortText}
          hint="e.g. “Main Sanctuary”."
        />
        <PicturePicker
          label="Picture"
          required={!editing}
          hint="Shown on the event's page and its card. A photo or flyer from a phone or camera (JPEG, PNG, WebP…), up to 10 MB."
          choice={editor.picture}
          current={editing?.image ?? null}
          currentAlt={editing ? `Current picture of “${editing.title}”` : ""}
          error={editor.pictureError}
          placeholderIcon="calendar"
          focal={{ x: field("focal_x"), y: field("focal_y"), ...CARD_CROP }}
        />
      </ContentForm>

      <ItemGrid heading={EVENT_TEXTS.listHeading} listing={editor.listing} resource={editor.resource} onRetry={editor.reload} loadingLabel="Loading events..." emptyText={EVENT_TEXTS.empty}>
        {(event) => (
          <ItemCard
            name={event.title}
            image={event.image}
            focal={event}
            placeholderIcon="calendar"
            beingEdited={editing?.id === event.id}
            locked={editor.locked}
            onEdit={() => editor.startEdit(event)}
            onDelete={() => editor.askDelete(event)}
            links={
              <>
                <Link to={`/events/${event.id}`} className={buttonClass({ variant: "secondary", size: "sm" })}>
                  <Icon name="arrow-right" className="size-4" />
                  Details<span className="sr-only"> of {event.title}</span>
                </Link>
                {event.rrule ? (
                  <button type="button" disabled={editor.locked} onClick={() => setDatesOf(event.id)} className={buttonClass({ variant: "secondary", size: "sm" })}>
                    <Icon name="calendar" className="size-4" />
                    Dates<span className="sr-only"> of {event.title}</span>
                  </button>
                ) : null}
              </>
            }
          >
            <span className={`w-fit rounded-full px-3 py-0.5 text-sm font-semibold ring-1 ${ministryColour(event.ministry)}`}>{ministryName(event.ministry)}</span>
            <h3 className="text-lg leading-snug font-bold break-words text-indigo-950">{event.title}</h3>
            <p className="flex items-center gap-2 text-sm font-semibold text-amber-800">
              <Icon name="calendar" className="size-4 shrink-0" />
              <span>
                {event.rrule ? (
                  <>
                    {describeRepeatText(event.rrule, { start: event.date, time: event.event_time })}, from <time dateTime={event.date}>{formatEventDate(event.date)}</time>
                  </>
                ) : (
                  <>
                    <time dateTime={event.date}>{formatEventDate(event.date)}</time>, {formatEventTime(event.event_time)}
                  </>
                )}
              </span>
            </p>
            <p className="flex items-center gap-2 text-sm break-words text-slate-700">
              <Icon name="map-pin" className="size-4 shrink-0" />
              {event.venue}
            </p>
          </ItemCard>
        )}
      </ItemGrid>
      {editor.dialogs}
      <SeriesDatesDialog event={datesEvent} onClose={() => setDatesOf(null)} onChanged={editor.reload} />
    </div>
  );
}
