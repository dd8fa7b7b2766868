import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { API_PATHS } from "@lampstand/contract/api-paths";
import { imageUrl } from "@lampstand/contract/image-url";
import { LOGO_FIELD, SETTINGS_MESSAGES, WEEKDAYS, type ServiceTime, type SiteSettingsResponse } from "@lampstand/contract/site-settings";
import { LampstandMark } from "~/components/site/lampstand-mark";
import { Field, inputClass } from "~/components/ui/field";
import { useNotification } from "~/components/ui/notification";
import { PageSpinner } from "~/components/ui/page-spinner";
import { RetryAlert } from "~/components/ui/retry-alert";
import { StaffIcon } from "~/components/ui/staff-icons";
import { buttonClass } from "~/components/ui/styles";
import { apiBase, apiRequest, ApiRequestError } from "~/lib/api-client";
import { fieldOf, formOf, formProblems, requestOf, sameForm, timeZoneChoices, valueAt, withValue, type FieldPath, type SettingsForm } from "./settings-form";

const LOAD_FAILED = "Failed to load the settings";
const SAVE_FAILED = "Failed to save the settings";
const FIX_FIELDS = "Some settings need correcting: see the messages under the fields marked below.";

type Loaded = { version: number; logo: string | null; baseline: SettingsForm };
type Busy = "save" | "logo" | "remove-logo" | null;

const sectionClass = "flex flex-col gap-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";
/** A fieldset's legend sits on its border unless floated: floated, it heads the card like the others' headings. */
const fieldsetClass = "min-w-0 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";
const legendClass = "text-xl font-bold text-indigo-950";
const floatedLegendClass = `float-left mb-5 w-full ${legendClass}`;
const fieldsetBodyClass = "clear-left flex flex-col gap-5";
const gridClass = "clear-left grid gap-5 sm:grid-cols-2";

/**
 * /admin/settings (issue 20): the church's settings in one form, in groups (church, address,
 * contact e-mails, links and social accounts, giving, service times, time zone, logo). Saved as a
 * whole with the version it was opened at: when someone saved since, the server refuses (409) and
 * everything typed stays in the form, with the message saying what to do. Every problem shows under
 * its field before anything is sent. `onDirtyChange` tells the route whether there is unsaved work
 * (the unsaved-changes guard). The logo is a picture with buttons of its own, applied at once.
 */
export function SettingsScreen({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { notify, notification } = useNotification();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [form, setForm] = useState<SettingsForm | null>(null);
  const [problems, setProblems] = useState<Record<FieldPath, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const fetchSettings = useCallback(
    () =>
      apiRequest<SiteSettingsResponse>(API_PATHS.settings, {
        fallback: LOAD_FAILED,
      }).then(
        (settings) => {
          const baseline = formOf(settings);
          setLoaded({
            version: settings.version,
            logo: settings.logo,
            baseline,
          });
          setForm(baseline);
        },
        (error: unknown) => setLoadError(error instanceof Error ? error.message : LOAD_FAILED),
      ),
    [],
  );
  const load = () => {
    setLoadError(null);
    void fetchSettings();
  };

  useEffect(() => {
    void fetchSettings();
  }, [fetchSettings]);

  const dirty = form !== null && loaded !== null && !sameForm(form, loaded.baseline);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  /** After a refused save, the message (or the first marked field) gets the focus, so nobody misses it. */
  const [focusProblem, setFocusProblem] = useState(0);
  useEffect(() => {
    if (focusProblem === 0) return;
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstInvalid ?? errorRef.current)?.focus();
  }, [focusProblem]);

  if (loadError) return <RetryAlert heading="Error" message={loadError} onRetry={load} />;
  if (!form || !loaded) return <PageSpinner label="Loading the settings…" />;

  const update = (path: FieldPath, value: string) => {
    setForm((current) => (current ? withValue(current, path, value) : current));
    // A corrected field stops saying it is wrong.
    setProblems(({ [path]: _fixed, ...rest }) => rest);
  };
  const setServiceTimes = (change: (times: ServiceTime[]) => ServiceTime[]) => {
    setForm((current) =>
      current
        ? {
            ...current,
            serviceTimes: change(current.serviceTimes.map((service) => ({ ...service }))),
          }
        : current,
    );
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith("serviceTimes"))));
  };

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!form || !loaded || busy) return;
    const found = formProblems(form, loaded.version);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setFormError(FIX_FIELDS);
      setFocusProblem((count) => count + 1);
      return;
    }
    setBusy("save");
    setFormError(null);
    try {
      const saved = await apiRequest<SiteSettingsResponse>(API_PATHS.settings, {
        method: "PUT",
        body: requestOf(form, loaded.version),
        fallback: SAVE_FAILED,
      });
      const baseline = formOf(saved);
      setLoaded({ version: saved.version, logo: saved.logo, baseline });
      setForm(baseline);
      notify("success", SETTINGS_MESSAGES.saved);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(null);
    }
  }

  /** A refusal: a field the server names is marked; anything else (409: someone saved since) stays above the form. Nothing typed is lost. */
  function refused(error: unknown) {
    if (error instanceof ApiRequestError && error.status === 400 && error.field) {
      setProblems({ [fieldOf(error.field)]: error.message });
      setFormError(FIX_FIELDS);
    } else {
      setFormError(error instanceof Error ? error.message : SAVE_FAILED);
    }
    setFocusProblem((count) => count + 1);
  }

  /** A logo change is applied at once; the form keeps what is typed, now at the version the change made. */
  async function changeLogo(file: File | null): Promise<boolean> {
    if (!loaded || busy) return false;
    setBusy(file ? "logo" : "remove-logo");
    setFormError(null);
    try {
      const saved = file
        ? await apiRequest<SiteSettingsResponse>(API_PATHS.settingsLogo, {
            method: "PUT",
            body: logoBody(file, loaded.version),
            fallback: SAVE_FAILED,
          })
        : await apiRequest<SiteSettingsResponse>(`${API_PATHS.settingsLogo}?version=${loaded.version}`, { method: "DELETE", fallback: SAVE_FAILED });
      setLoaded({ ...loaded, version: saved.version, logo: saved.logo });
      notify("success", file ? SETTINGS_MESSAGES.logoSaved : SETTINGS_MESSAGES.logoRemoved);
      return true;
    } catch (error) {
      refused(error);
      return false;
    } finally {
      setBusy(null);
    }
  }

  const text = (
    path: FieldPath,
    label: string,
    options: {
      required?: boolean;
      type?: string;
      hint?: ReactNode;
      autoComplete?: string;
      wide?: boolean;
    } = {},
  ) => (
    <Field label={label} required={options.required} hint={options.hint} error={problems[path]} className={options.wide ? "sm:col-span-2" : undefined}>
      {(control) => (
        <input
          {...control}
          type={options.type ?? "text"}
          name={path}
          value={valueAt(form, path)}
          onChange={(event) => update(path, event.target.value)}
          autoComplete={options.autoComplete ?? "off"}
          className={inputClass}
        />
      )}
    </Field>
  );
  const addressBox = (path: FieldPath, label: string, hint: string) => (
    <Field label={label} hint={hint} error={problems[path]}>
      {(control) => (
        <textarea
          {...control}
          name={path}
          rows={3}
          value={valueAt(form, path)}
          onChange={(event) => update(path, event.target.value)}
          autoComplete="off"
          spellCheck={false}
          className={inputClass}
        />
      )}
    </Field>
  );
  const linkHint = "A web address (https://…), a mailto:, tel: or sms: link, or a path of this site such as /donate. Leave empty while there is none.";

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      {notification}
      <div>
        <h1 id={titleId} className="text-3xl font-bold text-indigo-950">
          Site Settings
        </h1>
        <p className="mt-2 text-slate-700">
          What visitors see about the church on every page: its name, address, contact details, links, giving, service times and logo. A change shows on the
          site as soon as it is saved.
        </p>
      </div>

      <form ref={formRef} noValidate aria-labelledby={titleId} onSubmit={(event) => void save(event)} className="flex flex-col gap-6">
        {formError ? (
          <div
            ref={errorRef}
            tabIndex={-1}
            role="alert"
            className="rounded-xl border border-red-300 bg-red-50 p-4 font-semibold text-red-900 focus:outline-none"
          >
            {formError}
          </div>
        ) : null}

        <fieldset className={fieldsetClass}>
          <legend className={floatedLegendClass}>Church</legend>
          <div className={gridClass}>
            {text("name", "Church name", {
              required: true,
              autoComplete: "organization",
            })}
            {text("denomination", "Denomination", {
              required: true,
              hint: 'Shown as "A parish of …".',
            })}
            <Field
              label="Description"
              required
              hint="One or two sentences: the footer and search engines show them."
              error={problems.description}
              className="sm:col-span-2"
            >
              {(control) => (
                <textarea
                  {...control}
                  name="description"
                  rows={3}
                  value={form.description}
                  onChange={(event) => update("description", event.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
            {text("phone", "Office phone", {
              required: true,
              type: "tel",
              autoComplete: "tel",
            })}
          </div>
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={floatedLegendClass}>Address</legend>
          <div className={gridClass}>
            {text("address.street", "Street", {
              required: true,
              autoComplete: "street-address",
              wide: true,
            })}
            {text("address.city", "City", {
              required: true,
              autoComplete: "address-level2",
            })}
            {text("address.region", "State, province or region", {
              required: true,
              autoComplete: "address-level1",
            })}
            {text("address.postalCode", "Postal code", {
              required: true,
              autoComplete: "postal-code",
            })}
            {text("address.country", "Country", {
              required: true,
              autoComplete: "country-name",
            })}
          </div>
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={floatedLegendClass}>Contact e-mails</legend>
          <div className={gridClass}>
            {text("emails.general", "General enquiries", {
              required: true,
              type: "email",
              hint: "Shown wherever one address is shown.",
            })}
            {text("emails.finance", "Finance and giving", {
              required: true,
              type: "email",
            })}
            {text("emails.information", "Information", {
              required: true,
              type: "email",
            })}
            {text("emails.welfare", "Welfare", {
              required: true,
              type: "email",
            })}
            {text("emails.technical", "Technical support", {
              required: true,
              type: "email",
            })}
          </div>
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={floatedLegendClass}>Links and social accounts</legend>
          <div className={gridClass}>
            {text("social.facebook", "Facebook page", { type: "url" })}
            {text("social.instagram", "Instagram account", { type: "url" })}
            {text("social.youtube", "YouTube channel", { type: "url" })}
            {text("links.memberPortal", "Member portal", {
              type: "url",
              hint: "The header's Member Portal link.",
            })}
            {text("links.liveStream", "Live stream", { type: "url" })}
            {text("links.messagingApp", "Choir messaging group", {
              hint: linkHint,
            })}
            {text("links.pastorsHelpline", "Pastors' helpline", {
              hint: linkHint,
            })}
            {text("links.documents", "Documents", { hint: linkHint })}
            {text("links.pastorsReportingPortal", "Pastors' reporting portal", {
              hint: linkHint,
              wide: true,
            })}
          </div>
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={floatedLegendClass}>Giving</legend>
          <div className={gridClass}>
            {text("textToGive.number", "Text-to-give number", {
              required: true,
              type: "tel",
            })}
            {text("textToGive.keyword", "Text-to-give keyword", {
              required: true,
              hint: 'The word people text, such as "GIVE".',
            })}
            {text("links.givingPartner", "Giving partner", {
              hint: `${linkHint} Until set, the Give page's option leads to the home page and says so.`,
            })}
            {text("links.paymentApp", "Payment app", {
              hint: `${linkHint} Until set, the Give page's option leads to the home page and says so.`,
            })}
          </div>
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={floatedLegendClass}>E-mail alerts</legend>
          <div className={gridClass}>
            <p className="text-slate-700 sm:col-span-2">
              Who is told by e-mail when a visitor sends something. One address a line; leave a box empty to send no alerts. Only staff see these addresses.
            </p>
            {addressBox("notifications.prayerRequests", "Prayer team", "Told of each new prayer request; a reply goes to the person who sent it.")}
            {addressBox("notifications.contactMessages", "Office", "Told of each new contact message; a reply goes to the person who sent it.")}
          </div>
        </fieldset>

        <ServiceTimesFieldset form={form} problems={problems} update={update} setServiceTimes={setServiceTimes} />

        <fieldset className={fieldsetClass}>
          <legend className={floatedLegendClass}>Time zone</legend>
          <Field
            label="The church's time zone"
            required
            hint="Event times, service times and the calendar's today are in this zone."
            error={problems.timeZone}
            className="clear-left"
          >
            {(control) => (
              <select {...control} name="timeZone" value={form.timeZone} onChange={(event) => update("timeZone", event.target.value)} className={inputClass}>
                {timeZoneChoices(form.timeZone).map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replaceAll("_", " ")}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </fieldset>

        <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-4 rounded-xl bg-white/95 p-3 shadow-sm ring-1 ring-slate-200">
          <button type="submit" disabled={busy !== null} className={buttonClass()}>
            {busy === "save" ? "Saving..." : "Save settings"}
          </button>
          <span className="text-sm text-slate-600" aria-live="polite">
            {dirty ? "You have changes that are not saved yet." : "Everything is saved."}
          </span>
        </div>
      </form>

      <LogoSection logo={loaded.logo} busy={busy} onUpload={changeLogo} onRemove={() => void changeLogo(null)} />
    </div>
  );
}

function logoBody(file: File, version: number): FormData {
  const body = new FormData();
  body.set("version", String(version));
  body.set(LOGO_FIELD, file, file.name);
  return body;
}

/** The service times: a row each (day, time, name), added, removed and moved with buttons a keyboard reaches. */
function ServiceTimesFieldset({
  form,
  problems,
  update,
  setServiceTimes,
}: {
  form: SettingsForm;
  problems: Record<FieldPath, string>;
  update: (path: FieldPath, value: string) => void;
  setServiceTimes: (change: (times: ServiceTime[]) => ServiceTime[]) => void;
}) {
  const times = form.serviceTimes;
  const move = (from: number, to: number) =>
    setServiceTimes((list) => {
      const [row] = list.splice(from, 1);
      if (row) list.splice(to, 0, row);
      return list;
    });
  const small = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <fieldset className={fieldsetClass}>
      <legend className={floatedLegendClass}>Service times</legend>
      <div className={fieldsetBodyClass}>
        <p className="text-slate-700">
          Shown in the footer of every page and on the home page, in this order. Each is weekly: a meeting held once a month (a first-Friday vigil) is a repeating
          event on Upload Event, so the site shows it on its own dates only.
        </p>
        {problems.serviceTimes ? <p className="text-sm font-semibold text-red-700">{problems.serviceTimes}</p> : null}
        <ol className="flex flex-col gap-4">
          {times.map((service, index) => {
            const label = service.name.trim() || `Service time ${index + 1}`;
            return (
              <li key={index} className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
                <fieldset className="flex flex-col gap-4">
                  <legend className="font-semibold text-indigo-950">Service time {index + 1}</legend>
                  <div className="grid gap-4 sm:grid-cols-[10rem_8rem_1fr]">
                    <Field label="Day" required error={problems[`serviceTimes.${index}.day`]}>
                      {(control) => (
                        <select
                          {...control}
                          value={service.day}
                          onChange={(event) => update(`serviceTimes.${index}.day`, event.target.value)}
                          className={inputClass}
                        >
                          {WEEKDAYS.map((day) => (
                            <option key={day}>{day}</option>
                          ))}
                        </select>
                      )}
                    </Field>
                    <Field label="Time" required error={problems[`serviceTimes.${index}.time`]}>
                      {(control) => (
                        <input
                          {...control}
                          type="time"
                          value={service.time}
                          onChange={(event) => update(`serviceTimes.${index}.time`, event.target.value)}
                          className={inputClass}
                        />
                      )}
                    </Field>
                    <Field label="Name" required error={problems[`serviceTimes.${index}.name`]}>
                      {(control) => (
                        <input
                          {...control}
                          type="text"
                          value={service.name}
                          onChange={(event) => update(`serviceTimes.${index}.name`, event.target.value)}
                          className={inputClass}
                        />
                      )}
                    </Field>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button type="button" className={small} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${label} up`}>
                      Move up
                    </button>
                    <button
                      type="button"
                      className={small}
                      disabled={index === times.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={`Move ${label} down`}
                    >
                      Move down
                    </button>
                    <button
                      type="button"
                      className={buttonClass({ variant: "danger", size: "sm" })}
                      onClick={() => setServiceTimes((list) => list.filter((_, at) => at !== index))}
                      aria-label={`Remove ${label}`}
                    >
                      <StaffIcon name="trash" className="size-4" />
                      Remove
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div>
          <button type="button" className={small} onClick={() => setServiceTimes((list) => [...list, { day: "Sunday", time: "10:00", name: "" }])}>
            <StaffIcon name="plus" className="size-4" />
            Add a service time
          </button>
        </div>
      </div>
    </fieldset>
  );
}

/** The header's logo: the picture staff uploaded, or the built-in lampstand mark. */
function LogoSection({
  logo,
  busy,
  onUpload,
  onRemove,
}: {
  logo: string | null;
  busy: Busy;
  /** True once the logo is changed. */
  onUpload: (file: File) => Promise<boolean>;
  onRemove: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const upload = async (chosen: File) => {
    // Cleared once the upload went through: the same picture chosen again then counts as a new choice.
    if (!(await onUpload(chosen))) return;
    setFile(null);
    if (inputRef.current) inputRef.current.value = "";
  };
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className={legendClass}>
        Logo
      </h2>
      <div className="flex flex-wrap items-center gap-5">
        {logo ? (
          <img
            src={`${imageUrl(apiBase(), logo)}?w=480`}
            alt="The church's current logo"
            width={64}
            height={64}
            className="size-16 rounded-full object-contain ring-1 ring-slate-200"
          />
        ) : (
          <LampstandMark className="size-16" />
        )}
        <p className="flex-1 text-slate-700">
          {logo ? "The header and footer show this logo." : "The header and footer show the built-in lampstand mark. Upload a picture to use your own logo."}
        </p>
      </div>
      <Field label="New logo" hint="A square picture works best: JPEG, PNG or WebP, at most 10 MB. It is applied as soon as it is uploaded.">
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept="image/*"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className={`${inputClass} file:mr-3 file:rounded-full file:border-0 file:bg-indigo-50 file:px-4 file:py-1.5 file:font-semibold file:text-indigo-900`}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled={!file || busy !== null} onClick={() => file && void upload(file)} className={buttonClass({ size: "sm" })}>
          <StaffIcon name="upload" className="size-4" />
          {busy === "logo" ? "Uploading..." : "Upload logo"}
        </button>
        {logo ? (
          <button type="button" disabled={busy !== null} onClick={onRemove} className={buttonClass({ variant: "secondary", size: "sm" })}>
            {busy === "remove-logo" ? "Removing..." : "Use the built-in mark"}
          </button>
        ) : null}
      </div>
    </section>
  );
}
