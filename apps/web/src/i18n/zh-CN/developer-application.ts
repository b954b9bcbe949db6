/**
 * 申请加入开发者计划页面（/zh/become-developer）的中文：页面文字、表单的标签、提示、占位文字、选项名称、
 * 成功页面和提示消息（content/developer-application.ts、pages/forms/copy.ts 的译文），以及表单校验消息
 * （按 @app/contracts/messages 的键翻译，见 @app/contracts/messages-zh）。选项的值保持契约中的英文值。术语见 ../glossary.md。
 */
import { validationMessagesZh } from '@app/contracts/messages-zh';
import { brand } from '../../site.ts';
import type { ZhCatalogue } from '../catalogue.tsx';

const selectAll = '可多选。';

export const developerApplication = {
  developerCopy: {
    head: {
      title: '加入开发者计划',
      description: `申请加入 ${brand.name} 开发者计划，获取 SDK、开发硬件和工程技术支持。我们会在 2 个工作日内审核申请。`,
    },
    eyebrow: '开发者计划',
    title: '加入开发者计划',
    lead: `使用 CXR-M、CXR-S SDK 和 YodaOS-Sprite 为 ${brand.name} 眼镜开发应用。请介绍一下您的经验和项目，我们会在 2 个工作日内审核每一份申请。`,
    formHeading: '开发者申请',
    benefitsHeading: '您将获得',
    benefits: [
      '抢先获取 SDK 新版本和开发者控制台',
      '符合条件的项目可获得开发硬件',
      '平台工程师的技术支持',
      '向企业客户推广您的应用',
    ],
    stepsHeading: '接下来',
    steps: [
      '我们会在 2 个工作日内审核您的申请。',
      '您会通过邮件收到控制台的访问方式和 SDK 下载。',
      '开发者关系团队会帮助您规划第一个版本。',
    ],
    docsNote: '想先了解一下？',
    docsLink: { label: '了解 SDK', href: '/developers' },
  },
  developerApplicationForm: {
    label: '开发者计划申请',
    sections: {
      about: '关于您',
      experience: '开发经验',
      project: '您的项目',
      support: '支持与硬件',
      more: '其他信息',
    },
    fullName: { label: '姓名' },
    email: { label: '电子邮箱' },
    phone: { label: '电话（选填）' },
    jobTitle: { label: '职位（选填）' },
    companyAffiliation: { label: '公司或组织（选填）' },
    portfolioWebsite: { label: '作品集或网站（选填）', placeholder: '例如 example.com' },
    githubProfile: {
      label: 'GitHub 主页（选填）',
      placeholder: 'octocat 或 https://github.com/octocat',
    },
    experienceLevel: { label: '经验水平', placeholder: '请选择您的经验水平' },
    yearsExperience: { label: '开发年限', placeholder: '请选择开发年限' },
    programmingLanguages: { label: '编程语言', hint: selectAll },
    developmentAreas: { label: '开发领域', hint: selectAll },
    interestedPlatforms: { label: '您想开发的平台', hint: selectAll },
    primaryUseCase: { label: '主要用途', placeholder: '请选择主要用途' },
    developmentTimeline: { label: '开发时间规划（选填）', placeholder: '请选择时间规划' },
    projectDescription: {
      label: '项目描述',
      hint: '至少 20 个字符：您打算开发什么，面向哪些用户。',
    },
    reasonForInterest: { label: '您为什么对开发者计划感兴趣？', hint: '至少 20 个字符。' },
    targetAudience: { label: '目标用户（选填）', placeholder: '例如：现场技术人员、博物馆参观者' },
    needsTechnicalSupport: { label: '我希望获得贵方工程师的技术支持' },
    needsHardwareAccess: { label: '我需要开发硬件' },
    hasARExperience: { label: '我开发过 AR 或 VR 应用' },
    referralSource: { label: '您是如何了解到我们的？（选填）' },
    additionalInfo: { label: '补充信息（选填）' },
    submit: '提交申请',
    submitting: '正在提交…',
    success: {
      title: '申请已提交',
      text: `感谢您申请加入 ${brand.name} 开发者计划。开发者关系团队会在 2 个工作日内审核您的申请，并通过邮件告知后续步骤。`,
      home: '返回开发者中心',
    },
    sentHead: { title: '申请已提交', description: '您的开发者计划申请已送达我们的团队。' },
    toasts: {
      success: { title: '申请已提交', description: '感谢您的申请，我们会在 2 个工作日内完成审核。' },
      failure: { title: '提交失败', description: '提交申请时出现问题，请重试或联系支持团队。' },
    },
  },
  developerApplicationOptions: {
    experienceLevel: [
      { value: 'beginner', label: '入门' },
      { value: 'intermediate', label: '中级' },
      { value: 'advanced', label: '高级' },
      { value: 'expert', label: '专家' },
    ],
    yearsExperience: [
      { value: '0-1', label: '0-1 年' },
      { value: '2-5', label: '2-5 年' },
      { value: '5-10', label: '5-10 年' },
      { value: '10+', label: '10 年以上' },
    ],
    programmingLanguages: [
      { value: 'JavaScript/TypeScript', label: 'JavaScript/TypeScript' },
      { value: 'Swift', label: 'Swift' },
      { value: 'Kotlin', label: 'Kotlin' },
      { value: 'Java', label: 'Java' },
      { value: 'C#', label: 'C#' },
      { value: 'C++', label: 'C++' },
      { value: 'Python', label: 'Python' },
      { value: 'Unity C#', label: 'Unity C#' },
      { value: 'Unreal C++', label: 'Unreal C++' },
      { value: 'WebGL/Three.js', label: 'WebGL/Three.js' },
      { value: 'React Native', label: 'React Native' },
      { value: 'Flutter', label: 'Flutter' },
      { value: 'Other', label: '其他' },
    ],
    developmentAreas: [
      { value: 'Mobile Apps', label: '手机应用' },
      { value: 'Web Applications', label: 'Web 应用' },
      { value: 'Game Development', label: '游戏开发' },
      { value: 'Enterprise Solutions', label: '企业解决方案' },
      { value: 'AR/VR Applications', label: 'AR/VR 应用' },
      { value: 'Machine Learning', label: '机器学习' },
      { value: 'IoT', label: '物联网' },
      { value: 'Computer Vision', label: '计算机视觉' },
      { value: 'Other', label: '其他' },
    ],
    interestedPlatforms: [
      { value: 'CXR-M (Mobile AR Platform)', label: 'CXR-M（手机端 AR 平台）' },
      { value: 'CXR-S (On-device AR Platform)', label: 'CXR-S（眼镜端 AR 平台）' },
      { value: 'YodaOS-Sprite', label: 'YodaOS-Sprite' },
      { value: `${brand.name} SDK Integration`, label: `${brand.name} SDK 集成` },
    ],
    primaryUseCase: [
      { value: 'Gaming & Entertainment', label: '游戏与娱乐' },
      { value: 'Enterprise & Industrial', label: '企业与工业' },
      { value: 'Education & Training', label: '教育与培训' },
      { value: 'Healthcare & Medical', label: '医疗健康' },
      { value: 'Retail & E-commerce', label: '零售与电商' },
      { value: 'Social & Communication', label: '社交与通信' },
      { value: 'Other', label: '其他' },
    ],
    developmentTimeline: [
      { value: 'immediate', label: '立即开始' },
      { value: '1-3months', label: '1-3 个月' },
      { value: '3-6months', label: '3-6 个月' },
      { value: '6-12months', label: '6-12 个月' },
    ],
  },
  validationMessages: validationMessagesZh,
  formUi: { requiredField: '必填项', honeypot: '请勿填写此字段' },
} satisfies Pick<
  ZhCatalogue,
  | 'developerCopy'
  | 'developerApplicationForm'
  | 'developerApplicationOptions'
  | 'validationMessages'
  | 'formUi'
>;
