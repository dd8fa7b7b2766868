import { chromium } from 'playwright-core';
import fs from 'node:fs';
const base='http://localhost:3999';
const out='/work/reports/shots';
const pages=['/','/events','/events/all','/events/5','/pastor-desk','/pastor-desk/6','/sermons','/sermons/4','/sermons/series/1','/prayer-request','/contact','/donate','/online-donation','/give-by-text','/our-values','/our-beliefs','/our-priorities','/our-mission','/church-leaders','/our-legacy','/our-origin','/general-overseer','/prophecies','/ministries','/men-ministry','/resources','/key-resources','/open-heaven','/prayer-point','/sunday-school','/home-fellowship','/baptismal','/operation-andrew','/live','/christmas-at-lampstand','/no-such-page'];
const widths=(process.env.W||'390,320').split(',').map(Number);
const js=process.env.NOJS?false:true;
const b=await chromium.launch({executablePath:'/usr/bin/chromium',args:['--no-sandbox']});
const results={};
for(const w of widths){
  const ctx=await b.newContext({viewport:{width:w,height:844},deviceScaleFactor:1,isMobile:true,hasTouch:true,javaScriptEnabled:js});
  const page=await ctx.newPage();
  const errs=[]; page.on('pageerror',e=>errs.push(e.message)); page.on('console',m=>{if(m.type()==='error')errs.push('console: '+m.text())});
  for(const p of pages){
    errs.length=0;
    const r=await page.goto(base+p,{waitUntil:'networkidle'}).catch(e=>null);
    await page.waitForTimeout(300);
    const info=await page.evaluate(()=>{
      const vw=innerWidth; const res={scrollW:document.documentElement.scrollWidth,vw,overflow:[],small:[],clipped:[]};
      for(const el of document.querySelectorAll('body *')){
        const r=el.getBoundingClientRect(); if(!r.width||!r.height) continue;
        const cs=getComputedStyle(el); if(cs.visibility==='hidden') continue;
        if(r.right>vw+1 && !el.closest('[aria-hidden=true]')){ // find leaf-ish
          let anc=el.parentElement, clippedBy=false; while(anc){const s=getComputedStyle(anc); if(/(hidden|auto|scroll|clip)/.test(s.overflowX)){clippedBy=true;break;} anc=anc.parentElement;}
          if(!clippedBy) res.overflow.push(`${el.tagName.toLowerCase()}.${(el.className+'').slice(0,60)} right=${Math.round(r.right)} "${(el.textContent||'').trim().slice(0,40)}"`);
        }
        if(el.matches('a,button,input,select,textarea,summary,[role=button],[tabindex]:not([tabindex="-1"])')){
          if(el.matches('.sr-only')) continue;
          if(r.width<24||r.height<24){
            // inline link in a paragraph?
            const inline = el.tagName==='A' && cs.display==='inline' && el.parentElement && /^(P|LI|SPAN|DD|TD)$/.test(el.parentElement.tagName) && (el.parentElement.textContent.trim().length>(el.textContent.trim().length+5));
            res.small.push(`${inline?'[inline] ':''}${el.tagName.toLowerCase()} ${Math.round(r.width)}x${Math.round(r.height)} "${(el.textContent||el.getAttribute('aria-label')||el.name||'').trim().slice(0,40)}"`);
          }
        }
        if(el.children.length===0 && el.textContent.trim() && (el.scrollWidth>el.clientWidth+1) && /(hidden|clip)/.test(cs.overflowX) && cs.textOverflow!=='ellipsis'){
          res.clipped.push(`${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0,50)}" ${el.scrollWidth}>${el.clientWidth}`);
        }
      }
      res.overflow=res.overflow.slice(0,8);
      res.h1=[...document.querySelectorAll('h1')].map(h=>h.textContent.trim());
      res.mainText=(document.querySelector('main')?.innerText||'').length;
      return res;
    });
    info.status=r?.status(); info.errs=[...errs];
    const name=`${js?'':'nojs-'}${w}${p.replace(/\//g,'_')||'_home'}.png`;
    await page.screenshot({path:`${out}/${name}`,fullPage:true});
    results[`${w} ${p}`]=info;
  }
  await ctx.close();
}
await b.close();
fs.writeFileSync(`/work/reports/tmp/public-${js?'js':'nojs'}.json`,JSON.stringify(results,null,1));
for(const [k,v] of Object.entries(results)){
  console.log(`== ${k} status=${v.status} scrollW=${v.scrollW}/${v.vw} h1=${JSON.stringify(v.h1)} main=${v.mainText}`);
  if(v.overflow.length) console.log('  OVERFLOW', v.overflow.join(' | '));
  const s=v.small.filter(x=>!x.startsWith('[inline]')); if(s.length) console.log('  SMALL', s.join(' | '));
  if(v.clipped.length) console.log('  CLIP', v.clipped.slice(0,5).join(' | '));
  if(v.errs.length) console.log('  ERRS', v.errs.slice(0,3).join(' | '));
}
