import { describe, expect, it } from "vitest";
import { messageBlocks, type MessageBlock } from "./message-blocks";

/**
 * Letters as pastors write them (our own words), with and without the toolbar's syntax, each
 * checked block by block: "kind: text", lines joined by " / ", list items by " | ".
 */
const EMAIL = "office@gracechapel.example";

function summary(block: MessageBlock): string {
  switch (block.kind) {
    case "title":
    case "heading":
      return `${block.kind}: ${block.text}`;
    case "scripture":
      return `scripture: ${block.reference}${block.lines.length ? ` = ${block.lines.join(" / ")}` : ""}`;
    case "list":
      return `${block.ordered ? "numbered" : "list"}: ${block.items.join(" | ")}`;
    default:
      return `${block.kind}: ${block.lines.join(" / ")}`;
  }
}

type Letter = { name: string; title: string; message: string; blocks: string[] };

const LETTERS: Letter[] = [
  {
    name: "a Christmas letter that opens with a greeting and quotes Isaiah without a blank line",
    title: "Unto Us a Child Is Born",
    message: `Dear church family,

What a year it has been. I have watched this church grow in love and in number, and my heart is full.

Isaiah 9:6
For to us a child is born, to us a son is given, and the government will be on his shoulders.

Yours in Christ,
Pastor Samuel`,
    blocks: [
      "paragraph: Dear church family,",
      "paragraph: What a year it has been. I have watched this church grow in love and in number, and my heart is full.",
      "scripture: Isaiah 9:6 = For to us a child is born, to us a son is given, and the government will be on his shoulders.",
      "paragraph: Yours in Christ, / Pastor Samuel",
    ],
  },
  {
    name: "the issue's letter: ## heading, bold lead-in, dashes, the title repeated on the first line",
    title: "Christmas at Grace Chapel",
    message: `Christmas at Grace Chapel

Dear friends,

## Christmas

**Toy drive:** bring a new, unwrapped toy to the foyer by December 14.

- Carol service, Sunday 21st at 6pm
- Christmas Eve candlelight, 24th at 11pm
- Christmas Day family worship, 10am`,
    blocks: [
      "paragraph: Dear friends,",
      "heading: Christmas",
      "paragraph: **Toy drive:** bring a new, unwrapped toy to the foyer by December 14.",
      "list: Carol service, Sunday 21st at 6pm | Christmas Eve candlelight, 24th at 11pm | Christmas Day family worship, 10am",
    ],
  },
  {
    name: "a letter with a first line of its own (a main heading) and an altar call",
    title: "November 2026",
    message: `A Season of Thanks

Grace and peace to you all. This month we give thanks for every answered prayer.

If you have never given your life to Jesus, you can do it today. Pray with me: Lord Jesus, I believe you died for me and rose again.

God bless you all,
Pastor Ruth`,
    blocks: [
      "title: A Season of Thanks",
      "paragraph: Grace and peace to you all. This month we give thanks for every answered prayer.",
      "highlight: If you have never given your life to Jesus, you can do it today. Pray with me: Lord Jesus, I believe you died for me and rose again.",
      "blessing: God bless you all, / Pastor Ruth",
    ],
  },
  {
    name: "baptism news that mentions lives given to Jesus (not an altar call)",
    title: "Baptism Sunday",
    message: `Beloved,

Last Sunday seven young people gave their lives to Jesus in the waters of baptism. It was a joy to see their families cheering.

Please keep them in your prayers as they begin this walk.`,
    blocks: [
      "paragraph: Beloved,",
      "paragraph: Last Sunday seven young people gave their lives to Jesus in the waters of baptism. It was a joy to see their families cheering.",
      "paragraph: Please keep them in your prayers as they begin this walk.",
    ],
  },
  {
    name: "a testimony in the first person (not an altar call)",
    title: "Why I Still Believe",
    message: `Hello everyone!

When I gave my life to Christ at seventeen, I had no idea where He would lead me. Forty years later, I can say He has never once let me down.

Jesus gave his life for us, and He asks us to follow Him one day at a time.`,
    blocks: [
      "paragraph: Hello everyone!",
      "paragraph: When I gave my life to Christ at seventeen, I had no idea where He would lead me. Forty years later, I can say He has never once let me down.",
      "paragraph: Jesus gave his life for us, and He asks us to follow Him one day at a time.",
    ],
  },
  {
    name: "a letter written with single newlines only, a reference with its verse on the next line",
    title: "Morning Light",
    message: `Good morning church!
I pray this finds you well and rested after the conference.
Lamentations 3:22-23
Because of the Lord's great love we are not consumed, for his compassions never fail.
See you on Sunday.`,
    blocks: [
      "paragraph: Good morning church!",
      "paragraph: I pray this finds you well and rested after the conference.",
      "scripture: Lamentations 3:22-23 = Because of the Lord's great love we are not consumed, for his compassions never fail.",
      "paragraph: See you on Sunday.",
    ],
  },
  {
    name: "the toolbar's syntax throughout",
    title: "Advent Week One",
    message: `## Hope

This week we light the **first candle**, the candle of *hope*.

> Romans 15:13
> May the God of hope fill you with all joy and peace as you trust in him.

> We wait for the Lord, not as those without hope.

## This week
- Monday: prayer at 7pm
- Thursday: *Advent* Bible study
- Saturday: food bank, 9am`,
    blocks: [
      "heading: Hope",
      "paragraph: This week we light the **first candle**, the candle of *hope*.",
      "scripture: Romans 15:13 = May the God of hope fill you with all joy and peace as you trust in him.",
      "quote: We wait for the Lord, not as those without hope.",
      "heading: This week",
      "list: Monday: prayer at 7pm | Thursday: *Advent* Bible study | Saturday: food bank, 9am",
    ],
  },
  {
    name: "a scripture quotation with the reference under it",
    title: "Be Still",
    message: `Dearest friends in Christ,

> Be still, and know that I am God.
> — Psalm 46:10

In a noisy season, this verse has been my anchor.`,
    blocks: [
      "paragraph: Dearest friends in Christ,",
      "scripture: Psalm 46:10 = Be still, and know that I am God.",
      "paragraph: In a noisy season, this verse has been my anchor.",
    ],
  },
  {
    name: "§2.6 headings still work: all caps, a colon, a short line",
    title: "Building Update",
    message: `Greetings in the name of our Lord,

THE NEW ROOF

The roofers finished on Friday, two weeks early and under budget, thanks be to God.

Here is what is still left to do before we can open the hall again:

Painting the walls
The painters start in January and will need volunteers on Saturdays.`,
    blocks: [
      "paragraph: Greetings in the name of our Lord,",
      "heading: THE NEW ROOF",
      "paragraph: The roofers finished on Friday, two weeks early and under budget, thanks be to God.",
      "heading: Here is what is still left to do before we can open the hall again:",
      "paragraph: Painting the walls / The painters start in January and will need volunteers on Saturdays.",
    ],
  },
  {
    name: "a short heading line on its own between paragraphs",
    title: "Autumn News",
    message: `Dear saints,

Autumn is here and the youth group is back from camp with stories to tell.

Youth camp highlights

Forty teenagers, three days of rain and one very muddy football match.`,
    blocks: [
      "paragraph: Dear saints,",
      "paragraph: Autumn is here and the youth group is back from camp with stories to tell.",
      "heading: Youth camp highlights",
      "paragraph: Forty teenagers, three days of rain and one very muddy football match.",
    ],
  },
  {
    name: "texting 'saved' and the church e-mail both box their paragraph",
    title: "Revival Week",
    message: `Revival week was a blessing beyond words and we are so grateful to everyone who came.

If you made a decision for Christ this week, text 'SAVED' to 555-0142 so we can pray with you.

Send your testimony to ${EMAIL} and we may share it next month.

The text of every sermon is saved on our website.`,
    blocks: [
      "paragraph: Revival week was a blessing beyond words and we are so grateful to everyone who came.",
      `highlight: If you made a decision for Christ this week, text 'SAVED' to 555-0142 so we can pray with you.`,
      `highlight: Send your testimony to ${EMAIL} and we may share it next month.`,
      "paragraph: The text of every sermon is saved on our website.",
    ],
  },
  {
    name: "a numbered list and a quotation in quote marks",
    title: "Three Habits",
    message: `Friends, here are three habits for the new year.

1. Read one chapter a day.
2. Pray before you check your phone.
3) Eat with someone from church each week.

"The unexamined life is not worth living."`,
    blocks: [
      "paragraph: Friends, here are three habits for the new year.",
      "numbered: Read one chapter a day. | Pray before you check your phone. | Eat with someone from church each week.",
      `quote: "The unexamined life is not worth living."`,
    ],
  },
  {
    name: "God blessed in a sentence is not a closing",
    title: "Harvest",
    message: `Harvest Thanksgiving

God blessed Abraham, and through him every family on earth. This harvest, we are part of that blessing.

With love,
Pastor Samuel`,
    blocks: [
      "title: Harvest Thanksgiving",
      "paragraph: God blessed Abraham, and through him every family on earth. This harvest, we are part of that blessing.",
      "paragraph: With love, / Pastor Samuel",
    ],
  },
  {
    name: "a signature after a closing in its own paragraph is not a heading",
    title: "Lent",
    message: `We begin Lent on Wednesday with ashes at 7pm, all are welcome to come.

Walking with you,

Pastor Ruth`,
    blocks: [
      "paragraph: We begin Lent on Wednesday with ashes at 7pm, all are welcome to come.",
      "paragraph: Walking with you,",
      "paragraph: Pastor Ruth",
    ],
  },
  {
    name: "an invitation to receive Jesus as Saviour, and a reference alone as a sub-heading",
    title: "Easter Morning",
    message: `He is risen!

John 11:25

Jesus said, I am the resurrection and the life. Would you receive Jesus as your Saviour this Easter? Come forward after the service and we will pray with you.`,
    blocks: [
      "title: He is risen!",
      "scripture: John 11:25",
      "highlight: Jesus said, I am the resurrection and the life. Would you receive Jesus as your Saviour this Easter? Come forward after the service and we will pray with you.",
    ],
  },
  {
    name: "a chapter and verse that is not a Bible book stays text",
    title: "Timetable",
    message: `Service times are changing in the new year and we want you to know first.

Sunday 10:30

Wednesday 19:00`,
    blocks: [
      "paragraph: Service times are changing in the new year and we want you to know first.",
      "heading: Sunday 10:30",
      "heading: Wednesday 19:00",
    ],
  },
  {
    name: "a reference with several verses and a version, the verse over two lines",
    title: "Love Is Patient",
    message: `Dear church,

1 Corinthians 13:4-7 (NIV)
Love is patient, love is kind. It does not envy, it does not boast,
it is not proud.

May our church be known for this kind of love.`,
    blocks: [
      "paragraph: Dear church,",
      "scripture: 1 Corinthians 13:4-7 (NIV) = Love is patient, love is kind. It does not envy, it does not boast, / it is not proud.",
      "paragraph: May our church be known for this kind of love.",
    ],
  },
  {
    name: "a list in the middle of a paragraph, after its introduction",
    title: "Volunteers",
    message: `We need help with the community lunch on the 12th. Can you bring:
- a salad
- a dessert
- a pair of hands for washing up

Sign up in the foyer after the service.`,
    blocks: [
      "paragraph: We need help with the community lunch on the 12th. Can you bring:",
      "list: a salad | a dessert | a pair of hands for washing up",
      "paragraph: Sign up in the foyer after the service.",
    ],
  },
  {
    name: "a letter with HTML typed into it keeps it as text blocks",
    title: "A Word on Safety",
    message: `A Word on Safety

<script>alert("hi")</script> is the kind of thing our tech team keeps off our website.

- <b>not bold</b>`,
    blocks: ["paragraph: <script>alert(\"hi\")</script> is the kind of thing our tech team keeps off our website.", "list: <b>not bold</b>"],
  },
  {
    name: "an opening heading written with the syntax that differs from the title",
    title: "January 2027",
    message: `## A New Beginning

Beloved, a new year is a gift. Let us open it together with prayer and fasting from the 5th to the 26th.

> Behold, I am doing a new thing.

Committed to you,
Pastor Samuel`,
    blocks: [
      "heading: A New Beginning",
      "paragraph: Beloved, a new year is a gift. Let us open it together with prayer and fasting from the 5th to the 26th.",
      "quote: Behold, I am doing a new thing.",
      "paragraph: Committed to you, / Pastor Samuel",
    ],
  },
  {
    name: "a short first line ending in a colon is a heading, not the main heading",
    title: "Prayer Points",
    message: `This month, please pray for:

- our missionaries in Kenya
- the new families who joined us
- the building project`,
    blocks: ["heading: This month, please pray for:", "list: our missionaries in Kenya | the new families who joined us | the building project"],
  },
  {
    name: "an altar call written with surrender and the heart",
    title: "Come Home",
    message: `Welcome Home

Maybe you have drifted this year. It is never too late to surrender your heart to the Lord; He is waiting with open arms.

Psalm 34:8
Taste and see that the Lord is good.`,
    blocks: [
      "title: Welcome Home",
      "highlight: Maybe you have drifted this year. It is never too late to surrender your heart to the Lord; He is waiting with open arms.",
      "scripture: Psalm 34:8 = Taste and see that the Lord is good.",
    ],
  },
];

describe("real-shaped letters, block by block", () => {
  it("has a corpus of at least 20 letters", () => {
    expect(LETTERS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(LETTERS)("$name", ({ title, message, blocks }) => {
    expect(messageBlocks(message, [EMAIL], title).map(summary)).toEqual(blocks);
  });

  it.each(LETTERS)("reads CRLF line ends alike: $name", ({ title, message }) => {
    expect(messageBlocks(message.replace(/\n/g, "\r\n"), [EMAIL], title)).toEqual(messageBlocks(message, [EMAIL], title));
  });
});
