/** 开发者常见问题页面的中文（content/faq.ts、content/faq-categories.ts 的译文）。术语见 ../glossary.md。 */
import { brand, site } from '../../site.ts';
import type { ZhCatalogue } from '../catalogue.tsx';
import { developerModeCheck, developerModeSteps } from './developer-mode.ts';

export const faq = {
  faqMeta: {
    title: '开发者常见问题',
    description: `关于 ${brand.name} SDK、安装配置、集成、故障排除、开发者控制台和社区支持的常见问题解答。`,
  },
  faqBreadcrumb: [{ label: '开发者中心', href: '/developers' }, { label: '常见问题' }],
  faqHero: {
    title: '常见问题',
    intro: '在这里查找关于 CXR-M 和 CXR-S SDK、YodaOS-Sprite、开发者控制台以及获取帮助的解答。',
    searchPlaceholder: '搜索问题、答案和标签…',
    searchLabel: '搜索常见问题',
    noResults: '没有与搜索内容匹配的问题。请换个关键词，或到社区提问。',
  },
  quickLinksHeading: '快速链接',
  quickLinks: [
    { label: 'CXR-M SDK', href: '/sdk/cxr-m' },
    { label: 'CXR-S SDK', href: '/sdk/cxr-s' },
    { label: '开发者控制台', href: '/console' },
    { label: '开发者论坛（英文）', href: '/forum' },
    { label: '联系我们（英文）', href: '/contact' },
    { label: '文档', href: '/docs' },
    { label: 'YodaOS-Sprite', href: '/yodaos-sprite' },
    { label: '社区聊天', href: site.discordUrl, external: true },
  ],
  stillNeedHelp: {
    heading: '仍需帮助？',
    text: '没有找到你要的内容？我们的社区和支持团队随时为你提供帮助。',
    actions: [
      { label: '到论坛提问', href: '/forum', variant: 'primary' },
      { label: '联系支持团队', href: '/contact', variant: 'outline' },
      { label: '加入社区聊天', href: site.discordUrl, variant: 'outline', external: true },
    ],
    urgent: {
      text: '紧急问题请发送电子邮件至',
      label: site.developerSupportEmail,
      href: `mailto:${site.developerSupportEmail}`,
    },
  },
  faqCategories: [
    {
      id: 'general',
      title: '一般问题',
      icon: 'circle-help',
      questions: [
        {
          id: 'what-is-cxr-m',
          question: '什么是 CXR-M SDK？',
          answer:
            'CXR-M 是手机端 SDK。它让 Android 手机上的应用与眼镜通信：配对和连接、接收来自眼镜的音频和视频、在眼镜上播放媒体，以及自定义佩戴者看到的场景和使用的语音指令。',
          tags: ['CXR-M', '手机端', 'SDK', '概览'],
        },
        {
          id: 'what-is-cxr-s',
          question: '什么是 CXR-S SDK？',
          answer:
            'CXR-S 是设备端 SDK。用它开发的应用直接在眼镜的 YodaOS-Sprite 上运行，可以访问显示屏、摄像头、传感器和麦克风，并能通过数据通道与 CXR-M 手机应用交换数据。',
          tags: ['CXR-S', '眼镜', 'SDK', '概览'],
        },
        {
          id: 'which-sdk',
          question: '我应该用 CXR-M 还是 CXR-S？',
          answer:
            '如果你的应用已经在 Android 手机上，想把它延伸到眼镜，请使用 CXR-M。如果你的应用需要脱离手机在眼镜上运行，或需要低延迟地访问眼镜硬件，请使用 CXR-S。很多应用两者都用：眼镜上用 CXR-S，手机上用 CXR-M，通过数据通道连接。',
          tags: ['CXR-M', 'CXR-S', '架构'],
        },
        {
          id: 'ios-support',
          question: 'CXR-M SDK 支持 iOS 吗？',
          answer: '目前不支持。CXR-M SDK 现在仅支持 Android 手机。其他平台的消息请关注论坛公告。',
          tags: ['CXR-M', 'iOS', 'Android', '兼容性'],
        },
        {
          id: 'cost',
          question: '加入开发者计划需要付费吗？',
          answer:
            '不需要。加入开发者计划、下载 SDK 和使用开发者控制台都是免费的。开发用硬件可按计划价格购买，入选项目还可以借用设备。',
          tags: ['开发者计划', '价格', '硬件'],
        },
      ],
    },
    {
      id: 'setup',
      title: '安装与配置',
      icon: 'download',
      questions: [
        {
          id: 'cxr-m-requirements',
          question: 'CXR-M SDK 的系统要求是什么？',
          answer:
            '手机端 SDK 需要 Android 7.0（API 24）或更高版本，以及至少 2GB RAM。它支持 ARM64、ARM 和 x86_64 架构，媒体功能需要摄像头、麦克风和存储权限，可通过 Wi-Fi 或蓝牙连接。',
          tags: ['CXR-M', '系统要求', 'Android', 'RAM', '架构'],
        },
        {
          id: 'install-cxr-m',
          question: '如何将 CXR-M SDK 添加到我的 Android 工程？',
          answer:
            '在 settings.gradle.kts 中添加我们的 Maven 仓库，在应用模块中添加 cxr-m 依赖，将 minSdk 设为 24，声明蓝牙、Wi-Fi、摄像头和麦克风权限，然后在 Application 类中使用开发者控制台中的 API 密钥初始化 SDK。CXR-M 页面的“入门”标签页附有每一步的代码。',
          tags: ['CXR-M', 'Gradle', '安装'],
        },
        {
          id: 'developer-permission',
          question: '需要在眼镜上开启开发者权限吗？',
          answer:
            '只有 CXR-S 需要。使用眼镜端 SDK 时，必须先在眼镜上开启开发者权限，才能在眼镜上安装、调试或运行你自己的应用。如果你只使用手机端 SDK（CXR-M），则不需要。',
          tags: ['CXR-S', 'CXR-M', '开发者权限', '眼镜'],
        },
        {
          id: 'enable-developer-permission',
          question: '如何开启开发者权限？',
          answer: `${developerModeSteps}重启后，cxr 命令行工具会将其列为已开启开发者模式。${developerModeCheck}`,
          tags: ['CXR-S', '开发者权限', '控制台'],
        },
        {
          id: 'cxr-s-toolchain',
          question: '开发 CXR-S 应用需要准备什么？',
          answer:
            '一台运行 Windows 10 或 11、macOS 12 或更高版本、或 Ubuntu 20.04 或更高版本的电脑；CMake 3.22 或更高版本和支持 C++17 的编译器（使用 Kotlin 时需要 Android Studio）；从控制台下载的 CXR-S SDK；以及一副运行 YodaOS-Sprite 2.1 或更高版本、通过 USB-C 或 Wi-Fi 连接的眼镜。',
          tags: ['CXR-S', '工具链', '系统要求', 'CMake'],
        },
      ],
    },
    {
      id: 'development',
      title: '开发与集成',
      icon: 'code',
      questions: [
        {
          id: 'languages',
          question: '可以使用哪些编程语言？',
          answer:
            'CXR-M 提供支持协程的 Kotlin API，以及 Java 回调写法。CXR-S 提供原生 C/C++ API 和 Kotlin 绑定。适用于 Unity 2022.3+ 的 Unity 插件可在控制台的下载中获取。',
          tags: ['Kotlin', 'Java', 'C++', 'Unity', '编程语言'],
        },
        {
          id: 'api-key-permissions',
          question: 'API 密钥可以有哪些权限？',
          answer:
            'API 密钥可以拥有读取、写入和管理三种权限中的一种或多种。新密钥默认只有读取权限，对大多数客户端应用来说已经足够。只有会修改我们服务上数据的应用才需要写入权限，管理权限只应授予可信的后端工具。',
          tags: ['API 密钥', '权限', '读取', '写入', '管理', '安全'],
        },
        {
          id: 'phone-glasses-data',
          question: '手机应用和眼镜应用之间如何交换数据？',
          answer:
            '通过数据通道。两端打开名称相同、以你的包名开头的通道。消息按顺序送达并经过加密，不超过 512 MB 的文件可以通过 Wi-Fi 传输，支持断点续传。',
          tags: ['数据通道', 'CXR-M', 'CXR-S', '消息'],
        },
        {
          id: 'custom-scenes',
          question: '可以从手机应用为眼镜设计自己的界面吗？',
          answer:
            '可以。使用 CXR-M，你可以描述由文字、图片、列表和提示组成的场景，眼镜会按照系统的字体排印和布局规则渲染，让你的内容在近眼显示屏上清晰易读。',
          tags: ['CXR-M', '场景', '界面', '显示'],
        },
        {
          id: 'camera-access',
          question: '我的应用可以使用眼镜上的摄像头吗？',
          answer:
            '可以。CXR-M 应用可以在手机上接收摄像头视频流，CXR-S 应用可以直接在眼镜上读取摄像头画面。两种情况下都需要用户授予摄像头权限，摄像头使用期间拍摄指示灯会亮起。',
          tags: ['摄像头', '隐私', '权限', '视频'],
        },
      ],
    },
    {
      id: 'troubleshooting',
      title: '故障排除',
      icon: 'wrench',
      questions: [
        {
          id: 'cannot-connect',
          question: '我的应用找不到或连不上眼镜，应该检查什么？',
          answer:
            '请检查：蓝牙和定位服务是否已开启、蓝牙权限是否已在运行时授予；眼镜是否电量充足且没有连接到其他手机；你的 API 密钥在控制台中是否处于启用状态。如果仍然失败，请在手机的蓝牙设置中移除眼镜，然后从你的应用重新配对。',
          tags: ['连接', '蓝牙', '配对', 'CXR-M'],
        },
        {
          id: 'video-stutter',
          question: '视频流卡顿或黑屏。',
          answer:
            '传输期间请让应用保持在前台；打开新的视频流会话之前先关闭之前的会话；网络繁忙时选择较低的视频流配置档，以 30 fps 传输 720p 约需 4 Mbps。视频流统计回调会显示丢帧数和码率。',
          tags: ['视频', '串流', '性能', 'CXR-M'],
        },
        {
          id: 'voice-commands',
          question: '我的自定义语音指令无法识别。',
          answer:
            '请在连接建立之后再注册指令，使用两到四个词、不与系统指令冲突的简短短语，并确认指令的语言与眼镜上设置的语言一致。',
          tags: ['语音', '指令', 'CXR-M'],
        },
        {
          id: 'access-denied',
          question: '打开数据通道时提示访问被拒绝。',
          answer:
            '请确认眼镜已开启开发者权限，通道名称以你的包名开头且两端完全一致，并且手机应用和眼镜应用属于同一个开发者帐号。',
          tags: ['数据通道', '访问被拒绝', 'CXR-S', '开发者权限'],
        },
        {
          id: 'install-fails',
          question: '在眼镜上安装我的 CXR-S 应用失败。',
          answer:
            '请检查眼镜是否运行 YodaOS-Sprite 2.1 或更高版本，并且在 cxr devices 的输出中显示已开启开发者模式；存储空间是否充足；以及软件包是否使用当前 SDK 中的工具链文件构建。',
          tags: ['CXR-S', '安装', 'YodaOS-Sprite'],
        },
      ],
    },
    {
      id: 'platform',
      title: '平台与工具',
      icon: 'settings',
      questions: [
        {
          id: 'what-is-yodaos',
          question: '什么是 YodaOS-Sprite？',
          answer: `YodaOS-Sprite 是 ${brand.name} 智能眼镜的操作系统，基于为穿戴设备定制的 Linux 内核。它管理电源、图形、音频、连接和安全，并运行你用 CXR-S SDK 开发的应用。`,
          tags: ['YodaOS-Sprite', '操作系统', 'Linux'],
        },
        {
          id: 'supported-devices',
          question: '哪些眼镜运行 YodaOS-Sprite？',
          answer:
            'AR Glasses 和 AR Spatial 运行 2.1 版，Max 2 运行 2.2 版，AR Joy 2 运行最新的 2.3 版。系统更新通过无线方式推送；YodaOS-Sprite 页面列出了每款设备的功能。',
          tags: ['YodaOS-Sprite', '设备', '版本', '兼容性'],
        },
        {
          id: 'developer-console',
          question: '在开发者控制台中可以做什么？',
          answer:
            '创建和管理应用，生成和吊销 API 密钥，登记你的眼镜并为其申请开发者模式（“设备”标签页），下载 SDK 和插件，以及更新你的开发者资料。',
          tags: ['控制台', '应用', 'API 密钥', '下载'],
        },
        {
          id: 'unity',
          question: '有 Unity 插件吗？',
          answer:
            '有。Unity 插件支持 Unity 2022.3+，封装了两套 SDK，让你在 Unity 中开发眼镜体验的同时，仍可使用数据通道、语音指令和摄像头访问。可从控制台下载。',
          tags: ['Unity', '插件', '工具'],
        },
        {
          id: 'publish-app',
          question: '如何发布我的应用？',
          answer:
            '在开发者控制台中创建应用，上传一个带发布说明和截图的已签名版本，然后提交审核。提交的版本先处于待审核状态，审核通过后才会出现在应用商店中。',
          tags: ['应用商店', '发布', '审核', '控制台'],
        },
      ],
    },
    {
      id: 'support',
      title: '支持与社区',
      icon: 'users',
      questions: [
        {
          id: 'get-help',
          question: '遇到技术问题，在哪里可以获得帮助？',
          answer:
            '请先查看本页常见问题和各 SDK 页面的“故障排除”标签页。如果找不到答案，请到开发者论坛提问，我们的工程师每个工作日都会答复；简单的问题也可以加入社区聊天。',
          tags: ['支持', '论坛', '社区'],
        },
        {
          id: 'report-bug',
          question: '如何报告 SDK 的缺陷？',
          answer:
            '请在论坛的缺陷报告版块发帖，注明 SDK 版本、手机或眼镜型号及系统版本、复现步骤，并附上以调试级别采集的日志。附有日志的报告通常会在 2 个工作日内完成分类处理。',
          tags: ['缺陷', '论坛', '日志'],
        },
        {
          id: 'hardware-access',
          question: '如何获得开发用硬件？',
          answer:
            '申请加入开发者计划，并向我们介绍你的项目。成员可以按计划价格购买开发设备，入选项目还可以借用硬件。',
          tags: ['硬件', '开发者计划', '设备'],
        },
        {
          id: 'community',
          question: '有可以加入的开发者社区吗？',
          answer:
            '有。开发者论坛上有问答、项目展示和公告；我们在 Discord 上的社区聊天是与其他开发者和我们的开发者关系团队交流的最快方式。',
          tags: ['社区', 'Discord', '论坛'],
        },
        {
          id: 'become-partner',
          question: '我想把自己的解决方案和眼镜一起销售，应该联系谁？',
          answer:
            '请申请加入合作伙伴计划。增值经销商将自己的软件和服务与我们的眼镜结合，可获得项目价格、技术赋能和专属的合作伙伴经理。',
          tags: ['合作伙伴', '转售', '商务'],
        },
      ],
    },
  ],
} satisfies Pick<
  ZhCatalogue,
  | 'faqMeta'
  | 'faqBreadcrumb'
  | 'faqHero'
  | 'quickLinksHeading'
  | 'quickLinks'
  | 'stillNeedHelp'
  | 'faqCategories'
>;
