import { chromium } from 'playwright-core';
const [w,p]=process.argv.slice(2);
const b=await chromium.launch({executablePath:'/usr/bin/chromium',args:['--no-sandbox']});
const ctx=await b.newContext({viewport:{width:+w,height:844},isMobile:true,hasTouch:true});
const page=await ctx.newPage();
await page.goto('http://localhost:3999'+p,{waitUntil:'networkidle'});
console.log(await page.evaluate(()=>{
  const vw=document.documentElement.clientWidth; const out=[];
  for(const el of document.querySelectorAll('body *')){const r=el.getBoundingClientRect(); if(r.right>vw+0.5 && r.width>0){ const kids=[...el.children].some(c=>c.getBoundingClientRect().right>vw+0.5); if(!kids) out.push(`${el.tagName} class="${(el.className?.baseVal??el.className).slice(0,90)}" right=${r.right.toFixed(1)} w=${r.width.toFixed(0)} text="${el.textContent.trim().slice(0,50)}"`);}}
  return `vw=${vw} scrollW=${document.documentElement.scrollWidth}\n`+out.slice(0,15).join('\n');
}));
await b.close();
