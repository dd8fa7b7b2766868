import { chromium } from 'playwright-core';
// usage: node audit-tmp-tiles.mjs width path [tileH] [maxTiles] [nojs]
const [w,p,th='1100',max='8',nojs]=process.argv.slice(2);
const b=await chromium.launch({executablePath:'/usr/bin/chromium',args:['--no-sandbox']});
const ctx=await b.newContext({viewport:{width:+w,height:844},isMobile:+w<800,hasTouch:+w<800,javaScriptEnabled:!nojs});
const page=await ctx.newPage();
await page.goto('http://localhost:3999'+p,{waitUntil:'networkidle'});
await page.waitForTimeout(400); for(let y=0;y<30000;y+=600){await page.evaluate(y=>scrollTo(0,y),y); await page.waitForTimeout(80);} await page.evaluate(()=>scrollTo(0,0)); await page.waitForLoadState('networkidle'); await page.waitForTimeout(500);
const H=await page.evaluate(()=>document.documentElement.scrollHeight);
const W=await page.evaluate(()=>document.documentElement.scrollWidth);
const name=(nojs?'nojs-':'')+w+(p.replace(/[\/?=&]/g,'_'));
let i=0;
for(let y=0;y<H && i<+max;y+=+th,i++){
  await page.screenshot({path:`/work/reports/shots/t-${name}-${i}.png`,fullPage:true,clip:{x:0,y,width:W,height:Math.min(+th,H-y)}});
}
console.log(name,'H',H,'tiles',i);
await b.close();
