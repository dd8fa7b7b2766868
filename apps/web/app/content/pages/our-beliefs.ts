import type { PageSeed } from "./page-seed";

/** We Believe In (SPEC §2.4): the statement of faith, an accordion whose topics each open on their own. */
export const OUR_BELIEFS = {
  slug: "our-beliefs",
  title: "Our Beliefs",
  description: "What we believe about the Bible, God, salvation, the Holy Spirit and the life to come.",
  content: {
    heading: "We Believe In",
    subtitle: "The truths we stand on, drawn from the Word of God.",
    blocks: [
      {
        type: "columns",
        ratio: "1:2",
        sticky: true,
        first: [
          {
            type: "text",
            paragraphs: [
              "This is our statement of faith, the heart of what we teach and preach. It stands in the long tradition of Bible-believing, Spirit-filled churches. Open any topic to read what we believe and the scriptures on which it rests; we encourage you to read them for yourself."
            ],
            look: "lead",
            align: "start"
          },
          {
            type: "scripture",
            tone: "dark",
            text: "All scripture is given by inspiration of God, and is profitable for doctrine, for reproof, for correction, for instruction in righteousness.",
            reference: "2 Timothy 3:16"
          }
        ],
        second: [
          {
            type: "accordion",
            heading: "Our statement of faith",
            headingStyle: "plain",
            mode: "multiple",
            open: [],
            items: [
              {
                title: "The Bible",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe that the Bible, the sixty-six books of the Old and New Testaments, is the inspired Word of God. It is true and trustworthy in all it teaches, and it is the final authority for what we believe and how we live."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "2 Timothy 3:16-17; 2 Peter 1:20-21; Psalm 119:89; Matthew 24:35"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "God",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe in one true and living God: eternal, almighty, all-knowing and present everywhere. He is the Creator of heaven and earth, holy in all His ways, and abounding in love and mercy towards all He has made."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "Deuteronomy 6:4; Genesis 1:1; Isaiah 45:5-7; Psalm 90:2; 1 John 4:8"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "Jesus Christ",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe that Jesus Christ is the eternal Son of God, conceived by the Holy Spirit and born of the virgin Mary. He lived without sin, died on the cross in our place, rose bodily from the dead on the third day and ascended to the right hand of the Father, where He intercedes for us. He is the only way to the Father."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "John 1:1-14; Matthew 1:18-23; 1 Corinthians 15:3-4; Hebrews 7:25; John 14:6"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "The Holy Spirit",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe that the Holy Spirit is God, the third Person of the Godhead. He convicts the world of sin, gives new birth to all who believe, lives in every child of God, and guides, comforts, teaches and empowers the church."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "John 16:7-13; John 14:16-17; Romans 8:14-16; Acts 1:8"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "The Trinity",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe that there is one God who exists eternally in three Persons: the Father, the Son and the Holy Spirit. The three are distinct yet never divided, equal in power, glory and majesty."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "Matthew 3:16-17; Matthew 28:19; 2 Corinthians 13:14; 1 John 5:7"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "The Fall of Man",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe that God created man and woman in His own image, good and upright. Through Adam's disobedience sin entered the world, and death through sin, so that every person is born with a sinful nature, falls short of God's glory and needs a Saviour."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "Genesis 1:26-27; Genesis 3:1-19; Romans 3:23; Romans 5:12"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "Repentance",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe that repentance is a sincere turning away from sin and towards God. The Holy Spirit works it in our hearts through godly sorrow; it includes honest confession and a settled decision to forsake sin, and it is the doorway to God's forgiveness."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "Acts 3:19; 2 Corinthians 7:10; Proverbs 28:13; 1 John 1:9; Luke 13:3"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "Salvation",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe that salvation is the free gift of God, received by grace through faith in Jesus Christ and His shed blood, and never earned by good works. Whoever confesses Jesus as Lord and believes in his or her heart that God raised Him from the dead is born again, forgiven and made a child of God."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "Ephesians 2:8-9; John 3:3-7; John 3:16; Romans 10:9-10; Titus 3:5"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "Sanctification",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe that sanctification is a definite work of God's grace, following the new birth, by which the believer is cleansed from the nature of sin and set apart for God. It is received by faith and full surrender, and it goes on bearing fruit as we walk daily in the Word and the Spirit."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "1 Thessalonians 4:3; 1 Thessalonians 5:23-24; Hebrews 12:14; Romans 12:1-2; 1 Peter 1:15-16"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "Baptism of the Holy Spirit",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe that the baptism of the Holy Spirit is a distinct experience promised to every believer, following salvation. It gives power to witness and to serve, is accompanied by speaking in other tongues as the Spirit gives utterance, and opens the believer's life to the gifts of the Spirit."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "Acts 1:8; Acts 2:1-4; Acts 10:44-46; Acts 19:1-6; 1 Corinthians 12:4-11"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "Divine Healing",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe that healing for the body is provided for in the sacrifice of Christ, and that God still heals today in answer to prayer and faith. We pray for the sick and anoint them with oil as Scripture teaches, and we give thanks for every means by which God restores health."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "Isaiah 53:4-5; Matthew 8:16-17; James 5:14-16; Mark 16:17-18; Exodus 15:26"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "The Rapture",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe in the blessed hope: the Lord Jesus will come suddenly, in the air, to gather His church to Himself. Believers who have died will be raised first, and those who are alive and ready will be changed in a moment and caught up together with them to meet the Lord."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "1 Thessalonians 4:13-18; 1 Corinthians 15:51-53; Titus 2:13; John 14:1-3"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "The Tribulation",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe that after the church is caught up, the world will pass through a time of great tribulation, when the antichrist rises to power and God's judgements fall on a world that has rejected Him. This is why we urge everyone to be ready today."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "Matthew 24:21-22; Daniel 12:1; 2 Thessalonians 2:3-8; Revelation 13:1-18"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "The Millennial Age",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe that at the end of the tribulation Jesus Christ will return to the earth with His saints, defeat His enemies and reign for a thousand years of righteousness and peace, while Satan is bound."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "Revelation 19:11-16; Revelation 20:1-6; Zechariah 14:4-9; Isaiah 11:6-9"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "The Judgement Seat",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe that every believer will stand before the judgement seat of Christ to give account of the life he or she has lived and to receive reward for faithful service, and that all who have rejected God will be judged at the great white throne according to their works."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "2 Corinthians 5:10; Romans 14:10-12; 1 Corinthians 3:11-15; Revelation 20:11-13"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "Eternal Heaven",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe in a new heaven and a new earth, where the redeemed will live for ever in the presence of God. There will be no more tears, death, sorrow or pain; we shall see His face and serve Him with joy."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "Revelation 21:1-4; Revelation 22:3-5; John 14:2-3; 2 Peter 3:13"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "The Lake of Fire",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe in a place of eternal punishment, the lake of fire, prepared for the devil and his angels, where all who finally reject Christ will be separated from God for ever. This sober truth moves us to share the gospel with urgency and with love."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "Matthew 25:41; Matthew 25:46; Revelation 20:10; Revelation 20:14-15; Revelation 21:8"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "Water Baptism",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe that everyone who repents and believes in Christ should be baptised by immersion in water, in the name of the Father, the Son and the Holy Spirit. Baptism is an outward sign of an inward change: we are buried with Christ and raised to walk in newness of life."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "Matthew 28:19; Mark 16:16; Acts 2:38; Romans 6:3-4; Colossians 2:12"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "Restitution",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe that genuine repentance includes making things right as far as it lies within our power: returning what was wrongly taken, paying what is owed and seeking reconciliation with those we have wronged, with wisdom and without causing fresh harm to anyone."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "Luke 19:8-9; Exodus 22:1-4; Numbers 5:6-7; Matthew 5:23-24"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "The Lord's Supper",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe that the Lord Jesus gave the Lord's Supper, Holy Communion, to His followers to keep until He comes again. As we share the bread and the cup we remember His death, proclaim His victory and examine our own hearts, so that we take part in a worthy manner."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "Luke 22:19-20; 1 Corinthians 11:23-29; Matthew 26:26-29"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "The Church",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe that the church is the body of Christ, made up of all who are born again, with Jesus Christ as its only head. Local churches gather to worship, pray, learn the Word and share fellowship, and they are sent to carry the gospel to every nation."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "Matthew 16:18; Ephesians 1:22-23; Acts 2:42-47; Matthew 28:19-20"
                        }
                      ]
                    ]
                  }
                ]
              },
              {
                title: "Tithes and Offerings",
                blocks: [
                  {
                    type: "text",
                    paragraphs: [
                      "We believe that giving is an act of worship. Believers honour God by bringing their tithe, a tenth of their increase, and freewill offerings to the house of God, faithfully and cheerfully, for the work of His kingdom and the care of those in need."
                    ],
                    look: "body"
                  },
                  {
                    type: "text",
                    look: "small",
                    paragraphs: [
                      [
                        {
                          text: "Scripture: ",
                          strong: true
                        },
                        {
                          text: "Malachi 3:8-10; Proverbs 3:9-10; Matthew 23:23; 2 Corinthians 9:6-7"
                        }
                      ]
                    ]
                  }
                ]
              }
            ]
          }
        ]
      }
    ]
  }
} satisfies PageSeed;
